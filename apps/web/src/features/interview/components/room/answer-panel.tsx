// The candidate's turn: the answer box (typing always works; recognised speech lands in it too), the voice
// status, and one primary control at a time: 开始回答 before the answer, 回答完毕 during it.
import { AudioOutlined, CheckOutlined } from '@ant-design/icons';
import { ANSWER_MAX_CHARS } from '@app/shared/interviews';
import { Alert, Button, Input } from 'antd';
import { INTERVIEW_MESSAGES } from '../../messages';
import type { AsrFailure } from '../../speech/asr';
import styles from './room.module.css';
import type { RoomPhase } from './use-interview-room';

const M = INTERVIEW_MESSAGES.room;

export interface AnswerPanelProps {
  phase: RoomPhase;
  draft: string;
  interim: string;
  listening: boolean;
  asrProblem: AsrFailure | null;
  queued: boolean;
  onDraft: (text: string) => void;
  onStartVoice: () => void;
  onSubmit: () => void;
}

export function AnswerPanel({
  phase,
  draft,
  interim,
  listening,
  asrProblem,
  queued,
  onDraft,
  onStartVoice,
  onSubmit,
}: AnswerPanelProps) {
  const busy = ['sending', 'closing', 'ended', 'finishing', 'finished'].includes(phase);
  const answering = phase === 'answering';
  const tooLong = draft.length > ANSWER_MAX_CHARS;

  return (
    <div className={styles.answer}>
      {queued ? <Alert type="warning" showIcon title={M.queued} className={styles.notice} /> : null}
      <Input.TextArea
        value={interim ? `${draft}${interim}` : draft}
        onChange={(event) => onDraft(event.target.value)}
        placeholder={M.answerPlaceholder}
        aria-label={M.answerPlaceholder}
        autoSize={{ minRows: 3, maxRows: 7 }}
        disabled={busy}
        status={tooLong ? 'error' : undefined}
        onKeyDown={(event) => {
          // Ctrl/⌘+Enter ends the answer, Enter alone makes a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && answering) onSubmit();
        }}
      />
      <div className={styles.answerBar}>
        <span className={tooLong ? styles.statusError : styles.status}>
          {tooLong
            ? M.answerTooLong(ANSWER_MAX_CHARS)
            : listening
              ? M.listening
              : asrProblem
                ? M.asrFailed[asrProblem]
                : phase === 'sending'
                  ? M.sending
                  : ''}
        </span>
        {answering ? (
          <div className={styles.answerButtons}>
            {!listening && asrProblem && asrProblem !== 'unsupported' ? (
              <Button icon={<AudioOutlined />} onClick={onStartVoice}>
                {M.voiceRetry}
              </Button>
            ) : null}
            <Button
              type="primary"
              size="large"
              icon={<CheckOutlined />}
              onClick={onSubmit}
              disabled={tooLong}
            >
              {M.finishAnswer}
            </Button>
          </div>
        ) : (
          <Button
            type="primary"
            size="large"
            icon={<AudioOutlined />}
            onClick={onStartVoice}
            loading={phase === 'sending'}
            disabled={busy || phase === 'loading'}
          >
            {phase === 'sending' ? M.sending : M.startAnswer}
          </Button>
        )}
      </div>
    </div>
  );
}
