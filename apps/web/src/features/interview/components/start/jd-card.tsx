// The JD of the next interview: a file upload, pasted text (uploaded as a .txt file) or a job from the board.
import { UPLOAD_EXTENSIONS } from '@app/shared/uploads';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { hotJobsPath } from '@/config/paths';
import { getMessage } from '@/lib/feedback';
import { type InterviewFile, pastedJdName } from '@/lib/interview-files';
import { reportMutationError } from '@/lib/mutation-error';
import { uploadFile } from '@/lib/upload';
import { INTERVIEW_PREP_MESSAGES } from '../../messages';
import { ChosenFile } from './chosen-file';
import { FilePickButton } from './file-pick-button';
import styles from './start-page.module.css';

const M = INTERVIEW_PREP_MESSAGES.start;

export function JdCard({
  jd,
  onChange,
}: {
  jd: InterviewFile | null;
  onChange: (url: string, name: string) => void;
}) {
  const navigate = useNavigate();
  const [pasting, setPasting] = useState(false);
  const [text, setText] = useState('');
  const [position, setPosition] = useState('');
  const [saving, setSaving] = useState(false);

  const savePasted = async () => {
    const content = text.trim();
    if (!content) {
      getMessage().warning(M.pasteEmpty);
      return;
    }
    setSaving(true);
    try {
      const file = new Blob([content], { type: 'text/plain' });
      const uploaded = await uploadFile(file, 'jd', undefined, pastedJdName(position, content));
      onChange(uploaded.url, uploaded.name);
      getMessage().success(M.uploaded);
      setPasting(false);
      setText('');
      setPosition('');
    } catch (error) {
      reportMutationError(error, M.uploadFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="jd-card-title">
      <h2 id="jd-card-title" className={styles.cardTitle}>
        {M.jdTitle}
      </h2>
      <p className={styles.cardHint}>{M.jdHint}</p>
      <ChosenFile file={jd} empty={M.jdEmpty} testId="chosen-jd" />
      <div className={styles.actions}>
        <FilePickButton dir="jd" accept={UPLOAD_EXTENSIONS.jd} onUploaded={(f) => onChange(f.url, f.name)}>
          {M.jdUpload}
        </FilePickButton>
        <Button onClick={() => setPasting(true)}>{M.jdPaste}</Button>
        <Button type="link" onClick={() => navigate(hotJobsPath)}>
          {M.jdFromJobs}
        </Button>
      </div>
      <p className={styles.fileTypes}>{M.fileTypes}</p>
      <Modal
        title={M.pasteTitle}
        open={pasting}
        okText={M.pasteOk}
        confirmLoading={saving}
        onOk={() => void savePasted()}
        onCancel={() => setPasting(false)}
        destroyOnHidden
      >
        <Input
          className={styles.pastePosition}
          value={position}
          onChange={(event) => setPosition(event.target.value)}
          placeholder={M.pastePositionPlaceholder}
          maxLength={50}
          aria-label={M.pastePosition}
        />
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={M.pastePlaceholder}
          autoSize={{ minRows: 8, maxRows: 16 }}
          maxLength={20_000}
          showCount
          aria-label={M.pasteTitle}
        />
      </Modal>
    </section>
  );
}
