// The feedback dialog of SPEC §2/§4/§5, one component for every place that asks: header, sidebar, interview, jobs.
import { FEEDBACK_MESSAGES } from '@app/shared/feedback';
import { Alert, Button, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { getMessage } from '@/lib/feedback';
import { EmojiScale } from './emoji-scale';
import styles from './feedback-dialog.module.css';
import { FEEDBACK_DIALOG_MESSAGES } from './messages';
import { type FeedbackSource, useSubmitFeedback } from './submit-feedback';

const M = { ...FEEDBACK_DIALOG_MESSAGES, ...FEEDBACK_MESSAGES };
const MAX_TEXT = 2000;

export interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
  source: FeedbackSource;
  title?: string;
  question?: string;
  cancelText?: string;
  submitText?: string;
  placeholder?: string;
  /** Text must not be blank after trimming (header version): warning 请输入反馈内容. */
  requireText?: boolean;
  /** An emoji must be chosen (sidebar version): alert 请选择一个表情来反馈您的体验. */
  requireEmoji?: boolean;
  /** SPEC §4: keep submit disabled until what is required is filled in (interview-experience version). */
  disableSubmitUntilValid?: boolean;
  /**
   * SPEC §4/§5 quirk of the interview-experience version: emoji index 0 (非常满意) counts as not selected, so
   * submit stays disabled until another level is chosen. Off everywhere else.
   */
  zeroCountsAsUnselected?: boolean;
  interviewId?: number;
  onSubmitted?: () => void;
}

export function FeedbackDialog({
  open,
  onClose,
  source,
  title = M.title,
  question,
  cancelText = M.cancel,
  submitText = M.submit,
  placeholder,
  requireText = false,
  requireEmoji = false,
  disableSubmitUntilValid = false,
  zeroCountsAsUnselected = false,
  interviewId,
  onSubmitted,
}: FeedbackDialogProps) {
  const [emoji, setEmoji] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [emojiAlert, setEmojiAlert] = useState(false);
  const submit = useSubmitFeedback();
  // Stored with the feedback: the page it is about.
  const { pathname, search } = useLocation();

  // SPEC §4 counts emoji index 0 as 'not selected', which makes 非常满意 impossible to give: only the
  // interview-experience version (SPEC §5) asks for that; elsewhere only `null` means no emoji.
  const hasEmoji = emoji !== null && !(zeroCountsAsUnselected && emoji === 0);
  const trimmed = text.trim();
  const complete = (!requireEmoji || hasEmoji) && (!requireText || trimmed.length > 0);

  const { reset: resetSubmit } = submit;
  // SPEC §4: hiding the dialog resets the emoji and the text.
  useEffect(() => {
    if (open) return;
    setEmoji(null);
    setText('');
    setEmojiAlert(false);
    resetSubmit();
  }, [open, resetSubmit]);

  const onSubmit = async () => {
    if (requireEmoji && !hasEmoji) {
      setEmojiAlert(true);
      return;
    }
    if (requireText && !trimmed) {
      getMessage().warning(M.textRequired);
      return;
    }
    try {
      await submit.mutateAsync({
        emojiIndex: emoji,
        feedbackText: trimmed,
        source,
        page: `${pathname}${search}`,
        ...(interviewId ? { interview_id: interviewId } : {}),
      });
      getMessage().success(M.success);
      onSubmitted?.();
      onClose();
    } catch {
      getMessage().error(M.failed);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      centered
      width={520}
      onCancel={onClose}
      // Clicking the backdrop cancels (SPEC §2), like 以后再说.
      mask={{ closable: true }}
      destroyOnHidden
      footer={
        <div className={styles.footer}>
          <Button onClick={onClose}>{cancelText}</Button>
          <Button
            type="primary"
            loading={submit.isPending}
            disabled={disableSubmitUntilValid && !complete}
            onClick={onSubmit}
          >
            {submitText}
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        {question ? <p className={styles.question}>{question}</p> : null}
        <EmojiScale
          value={emoji}
          label={M.scaleLabel}
          onChange={(index) => {
            setEmoji(index);
            setEmojiAlert(false);
          }}
        />
        {emojiAlert ? (
          <Alert type="warning" showIcon title={M.emojiRequired} className={styles.alert} />
        ) : null}
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder ?? (requireText ? M.textPlaceholder : M.placeholder)}
          aria-label={question ?? title}
          autoSize={{ minRows: 4, maxRows: 8 }}
          maxLength={MAX_TEXT}
          showCount
        />
      </div>
    </Modal>
  );
}
