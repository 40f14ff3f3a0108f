// Shown when a page's code failed to arrive (or took over 2 minutes): reloading fetches it afresh.
import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { COMMON_MESSAGES } from '@/config/messages';
import { LoadErrorIllustration } from './illustrations/load-error-illustration';
import { StatusPanel } from './status-panel';

export function PageLoadError({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  return (
    <StatusPanel
      role="alert"
      illustration={<LoadErrorIllustration />}
      title={COMMON_MESSAGES.pageLoadFailed}
      description={COMMON_MESSAGES.pageLoadFailedHint}
      actions={
        <Button type="primary" size="large" icon={<ReloadOutlined />} onClick={onRetry}>
          {COMMON_MESSAGES.retry}
        </Button>
      }
    />
  );
}
