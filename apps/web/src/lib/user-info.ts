// GET /api/user/info on load when a token exists: fills the session, or ends it when the server has no user.
import type { ApiResponse } from '@app/shared/api';
import { SUCCESS_CODE } from '@app/shared/constants';
import { routes } from '@app/shared/routes';
import type { UserInfo } from '@app/shared/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { COMMON_MESSAGES } from '@/config/messages';
import { api } from './api-client';
import { getMessage } from './feedback';
import { queryKeys } from './query-client';
import { useSession } from './session';

export function getUserInfo(): Promise<ApiResponse<UserInfo | null>> {
  return api.request(routes.users.info);
}

export function userInfoQueryOptions() {
  return queryOptions({ queryKey: queryKeys.userInfo, queryFn: getUserInfo });
}

function userOf(response: ApiResponse<UserInfo | null>): UserInfo | null {
  const data = response.data;
  return response.code === SUCCESS_CODE && data && typeof data === 'object' ? data : null;
}

/**
 * Keeps the session in step with the server. An answer without user data ends the session with
 * 获取用户信息失败; 401/403 are the HTTP client's business; a network failure keeps what is stored.
 */
export function useUserInfoSync(): void {
  const hasToken = useSession((s) => s.hasToken);
  const { data } = useQuery({ ...userInfoQueryOptions(), enabled: hasToken });

  useEffect(() => {
    if (!data || !useSession.getState().hasToken) return;
    const info = userOf(data);
    if (info) {
      useSession.getState().setUserInfo(info);
    } else {
      getMessage().error(COMMON_MESSAGES.userInfoFailed);
      useSession.getState().clear();
    }
  }, [data]);
}
