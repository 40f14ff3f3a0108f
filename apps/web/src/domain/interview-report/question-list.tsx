// Every question as an accordion panel: the answer, its score, what was missing, a better answer's outline,
// and a link to practise that one question again (the room's retry route).

import { RedoOutlined } from '@ant-design/icons';
import type { QuestionFeedback } from '@app/shared/interviews';
import { Collapse, Tag } from 'antd';
import { Link } from 'react-router';
import { scoreColour } from '@/lib/score-colour';
import { DOMAIN_MESSAGES } from '../messages';
import styles from './report.module.css';

const M = DOMAIN_MESSAGES.report;

/** The interview room's retry-one-question page (built by the room, linked to from here). */
export const RETRY_QUESTION_PATH = '/store/interview_retry';

export function retryLink(interviewId: number, seq: number): string {
  return `${RETRY_QUESTION_PATH}?interviewId=${interviewId}&seq=${seq}`;
}

export function QuestionList({
  interviewId,
  questions,
  practise = true,
}: {
  interviewId: number;
  questions: QuestionFeedback[];
  /** The link to practise a question again; off for a sample nobody owns. */
  practise?: boolean;
}) {
  return (
    <Collapse
      className={styles.questions}
      // Printed reports show every answer; on screen the first one opens.
      defaultActiveKey={questions[0] ? [String(questions[0].seq)] : []}
      items={questions.map((q, i) => ({
        key: String(q.seq),
        forceRender: true,
        label: (
          <span className={styles.questionLabel}>
            <span className={styles.questionIndex}>Q{i + 1}</span>
            <span className={styles.questionText}>{q.question}</span>
          </span>
        ),
        extra: (
          <Tag color={scoreColour(q.score)} className={styles.questionScore}>
            {q.score ?? M.dimension.notMeasured}
          </Tag>
        ),
        children: (
          <div className={styles.questionBody}>
            <p className={styles.label}>{M.question.answer}</p>
            <p className={styles.answer}>{q.answer || M.question.noAnswer}</p>
            <p className={styles.label}>{M.question.missing}</p>
            {q.missing.length > 0 ? (
              <ul className={styles.missing}>
                {q.missing.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{M.question.noneMissing}</p>
            )}
            <p className={styles.label}>{M.question.better}</p>
            <p className={styles.better}>{q.better_answer}</p>
            {practise ? (
              <Link className={`${styles.practise} ${styles.noPrint}`} to={retryLink(interviewId, q.seq)}>
                <RedoOutlined aria-hidden /> {M.question.practise}
              </Link>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
