// The file currently chosen for the interview (JD or CV), or the sentence saying none is.
import { CheckCircleFilled, FileTextOutlined } from '@ant-design/icons';
import type { InterviewFile } from '@/lib/interview-files';
import { INTERVIEW_PREP_MESSAGES } from '../../messages';
import styles from './start-page.module.css';

export function ChosenFile({
  file,
  empty,
  testId,
}: {
  file: InterviewFile | null;
  empty: string;
  testId: string;
}) {
  if (!file) {
    return (
      <div className={`${styles.chosen} ${styles.chosenEmpty}`} data-testid={testId}>
        <FileTextOutlined />
        <span>{empty}</span>
      </div>
    );
  }
  return (
    <div className={styles.chosen} data-testid={testId}>
      <CheckCircleFilled className={styles.chosenIcon} />
      <span className={styles.chosenLabel}>{INTERVIEW_PREP_MESSAGES.start.chosen}</span>
      <span className={styles.chosenName} title={file.name}>
        {file.name}
      </span>
    </div>
  );
}
