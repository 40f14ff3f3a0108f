// A quiet centred spinner while a page's code or data arrives.
import { Spin } from 'antd';
import { COMMON_MESSAGES } from '@/config/messages';

export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullScreen ? '100vh' : 320,
      }}
    >
      <Spin size="large" description={COMMON_MESSAGES.loading} />
    </div>
  );
}
