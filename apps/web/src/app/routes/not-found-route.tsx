// /404: unknown paths land here (SPEC §2).
import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { NotFoundIllustration } from '@/components/illustrations/not-found-illustration';
import { StatusPanel } from '@/components/status-panel';
import { COMMON_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';

/** React Router keeps the history index in history.state; 0 means there is nothing in this app to go back to. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

export default function NotFoundRoute() {
  const navigate = useNavigate();
  return (
    <StatusPanel
      illustration={<NotFoundIllustration />}
      title={COMMON_MESSAGES.notFoundTitle}
      description={COMMON_MESSAGES.notFoundHint}
      actions={
        <>
          {canGoBack() ? (
            <Button size="large" icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
              {COMMON_MESSAGES.goBack}
            </Button>
          ) : null}
          <Button type="primary" size="large" icon={<HomeOutlined />} onClick={() => navigate(paths.home)}>
            {COMMON_MESSAGES.backHome}
          </Button>
        </>
      }
    />
  );
}
