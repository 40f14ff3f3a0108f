// 单题重练 (/store/interview_retry?interviewId=&seq=): one question of a finished interview answered again and
// scored, beside the earlier answer, so the candidate sees whether the advice helped.
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { ANSWER_MAX_CHARS, type QuestionFeedback } from '@app/shared/interviews';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { StatusPanel } from '@/components/status-panel';
import { interviewAnalysisPath } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { interviewResultQueryOptions } from '@/lib/data/interviews';
import { getMessage } from '@/lib/feedback';
import { retryQuestion } from '../api/interview-session';
import styles from '../components/room/retry.module.css';
import { RoomAvatar } from '../components/room/room-avatar';
import { INTERVIEW_MESSAGES } from '../messages';

const M = INTERVIEW_MESSAGES.retry;

function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

function ScoreTag({ score }: { score: number | null }) {
  if (score === null) return <Tag>{M.notScored}</Tag>;
  const color = score >= 80 ? 'success' : score >= 60 ? 'processing' : 'warning';
  return <Tag color={color}>{score}</Tag>;
}

function FeedbackCard({ title, feedback }: { title: string; feedback: QuestionFeedback }) {
  return (
    <Card title={title} extra={<ScoreTag score={feedback.score} />} className={styles.card}>
      {feedback.missing.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{M.missing}</h3>
          <ul className={styles.list}>
            {feedback.missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </>
      ) : null}
      {feedback.better_answer ? (
        <>
          <h3 className={styles.subTitle}>{M.betterAnswer}</h3>
          <p className={styles.text}>{feedback.better_answer}</p>
        </>
      ) : null}
    </Card>
  );
}

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = INTERVIEW_MESSAGES.pageTitles.retry;

export default function InterviewRetryPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const interviewId = positiveInt(search.get('interviewId'));
  const seq = positiveInt(search.get('seq'));
  const [text, setText] = useState('');
  const [latest, setLatest] = useState<QuestionFeedback | null>(null);
  const result = useQuery({
    ...interviewResultQueryOptions(interviewId ?? 0),
    enabled: interviewId !== null,
  });
  const retry = useMutation({ mutationFn: retryQuestion });

  if (interviewId === null || seq === null) {
    return (
      <StatusPanel illustration={<RoomAvatar interviewerId={3} state="idle" />} title={M.missingParams} />
    );
  }
  if (result.isPending) {
    return (
      <div className={styles.loading}>
        <Spin />
      </div>
    );
  }
  const question = result.data?.questions.find((q) => q.seq === seq);
  if (!question) {
    return (
      <StatusPanel
        illustration={<RoomAvatar interviewerId={3} state="idle" />}
        title={M.notFound}
        description={result.error instanceof Error ? result.error.message : undefined}
        actions={<Button onClick={() => navigate(interviewAnalysisPath(interviewId))}>{M.back}</Button>}
      />
    );
  }

  const tooLong = text.length > ANSWER_MAX_CHARS;
  const submit = async () => {
    const answer = text.trim();
    if (!answer) {
      getMessage().warning(M.empty);
      return;
    }
    if (tooLong) {
      getMessage().error(INTERVIEW_MESSAGES.room.answerTooLong(ANSWER_MAX_CHARS));
      return;
    }
    try {
      setLatest(await retry.mutateAsync({ interviewId, seq, text: answer }));
    } catch (error) {
      getMessage().error(isApiError(error) ? error.msg : INTERVIEW_MESSAGES.room.finishFailed);
    }
  };

  return (
    <div className={styles.page}>
      <Button
        type="link"
        icon={<ArrowLeftOutlined />}
        onClick={() => navigate(interviewAnalysisPath(interviewId))}
        className={styles.back}
      >
        {M.back}
      </Button>
      <h1 className={styles.title}>{INTERVIEW_MESSAGES.pageTitles.retry}</h1>
      <Card className={styles.card}>
        <p className={styles.label}>{M.question}</p>
        <p className={styles.question}>{question.question}</p>
        <p className={styles.label}>
          {M.previousAnswer} · {M.previousScore} <ScoreTag score={question.score} />
        </p>
        <p className={styles.text}>{question.answer}</p>
      </Card>
      <div className={styles.columns}>
        <FeedbackCard title={M.previousScore} feedback={question} />
        <Card title={M.newAnswer} className={styles.card}>
          <Input.TextArea
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={M.placeholder}
            aria-label={M.newAnswer}
            autoSize={{ minRows: 6, maxRows: 14 }}
            status={tooLong ? 'error' : undefined}
          />
          {tooLong ? (
            <p className={styles.error}>{INTERVIEW_MESSAGES.room.answerTooLong(ANSWER_MAX_CHARS)}</p>
          ) : null}
          <div className={styles.actions}>
            {latest ? (
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  setLatest(null);
                  setText('');
                }}
              >
                {M.again}
              </Button>
            ) : null}
            <Button type="primary" loading={retry.isPending} onClick={submit}>
              {M.submit}
            </Button>
          </div>
        </Card>
      </div>
      {latest ? <FeedbackCard title={M.newScore} feedback={latest} /> : null}
    </div>
  );
}
