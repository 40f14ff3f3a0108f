// Everything a page may rely on: antd (zh_CN, theme tokens, App for message/modal), TanStack Query and the session sync.
import { LoadingOutlined } from '@ant-design/icons';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useLayoutEffect } from 'react';
import { antdTheme } from '@/config/theme';
import { setFeedbackApi } from '@/lib/feedback';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { useUserInfoSync } from '@/lib/user-info';

dayjs.locale('zh-cn');

/**
 * Buttons show this spinner while loading, without antd's default width motion. That motion's leave step can
 * wait for a transition that never runs: the spinner then stays in the button at zero width, and the button's
 * accessible name stays 'loading 登录' after the request has ended (about half of the wrong-password logins probed).
 */
const BUTTON_CONFIG = { autoInsertSpace: false, loadingIcon: <LoadingOutlined /> };

/** Hands antd's context-aware message/modal to code outside components (HTTP client, guard). */
function FeedbackBridge() {
  const api = AntdApp.useApp();
  useLayoutEffect(() => {
    setFeedbackApi(api);
    return () => setFeedbackApi(null);
  }, [api]);
  return null;
}

function SessionSync() {
  useUserInfoSync();
  return null;
}

export function AppProvider({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <ConfigProvider locale={zhCN} theme={antdTheme} button={BUTTON_CONFIG}>
      <AntdApp>
        <QueryClientProvider client={queryClient}>
          <FeedbackBridge />
          <SessionSync />
          {children}
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
