// The router's error element: a chunk that failed to load gets the retry panel; anything else is logged, not thrown at the user.
import { HomeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { isRouteErrorResponse, Navigate, useNavigate, useRouteError } from 'react-router';
import { LoadErrorIllustration } from '@/components/illustrations/load-error-illustration';
import { PageLoadError } from '@/components/page-load-error';
import { StatusPanel } from '@/components/status-panel';
import { COMMON_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { isChunkLoadError } from './lazy-page';

export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();

  useEffect(() => {
    console.error('[router]', error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <Navigate to={paths.notFound} replace />;
  if (isChunkLoadError(error)) return <PageLoadError />;

  return (
    <StatusPanel
      role="alert"
      illustration={<LoadErrorIllustration />}
      title={COMMON_MESSAGES.routeError}
      description={COMMON_MESSAGES.routeErrorHint}
      actions={
        <>
          <Button size="large" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            {COMMON_MESSAGES.retry}
          </Button>
          <Button type="primary" size="large" icon={<HomeOutlined />} onClick={() => navigate(paths.home)}>
            {COMMON_MESSAGES.backHome}
          </Button>
        </>
      }
    />
  );
}
