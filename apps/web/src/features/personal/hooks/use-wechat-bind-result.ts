// WeChat sends the browser back with ?wx_bind=ok (or a message): say how the binding went, then drop the parameter.
import { WECHAT_RETURN_PARAMS } from '@app/shared/auth';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { getMessage } from '@/lib/feedback';
import { refreshProfile } from '../api/query-keys';
import { PERSONAL_MESSAGES } from '../messages';

const WECHAT_BIND_PARAM = WECHAT_RETURN_PARAMS.bind;

export function useWechatBindResult(): void {
  const [params, setParams] = useSearchParams();
  const result = params.get(WECHAT_BIND_PARAM);

  useEffect(() => {
    if (result === null) return;
    if (result === 'ok') {
      getMessage().success(PERSONAL_MESSAGES.wechat.bindOk);
      void refreshProfile();
    } else {
      getMessage().error(result || PERSONAL_MESSAGES.wechat.bindFailed);
    }
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(WECHAT_BIND_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [result, setParams]);
}
