// What a personal-centre card shows while its data loads or when it failed.
import { Button, Result, Skeleton } from 'antd';
import { PERSONAL_MESSAGES } from '../messages';

export function QueryState({ error, onRetry }: { error: boolean; onRetry: () => void }) {
  if (!error) return <Skeleton active paragraph={{ rows: 5 }} />;
  return (
    <Result
      status="warning"
      title={PERSONAL_MESSAGES.loadFailed}
      extra={<Button onClick={onRetry}>{PERSONAL_MESSAGES.retry}</Button>}
    />
  );
}
