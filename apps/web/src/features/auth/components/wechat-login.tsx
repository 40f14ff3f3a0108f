// WeChat login, offered only when the server has WeChat configured; the return with ?wx_ticket= logs in.
import { WechatOutlined } from '@ant-design/icons';
import { type LoginResponse, WECHAT_RETURN_PARAMS } from '@app/shared/auth';
import { Button, Divider, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useAuthConfig } from '@/lib/auth-config';
import { toastServerError } from '@/lib/server-toast';
import { exchangeWechatTicket } from '../api/exchange-wechat-ticket';
import { getWechatScanCode } from '../api/get-wechat-scan-code';
import { AUTH_MESSAGES } from '../messages';
import styles from './entry-layout.module.css';

const M = AUTH_MESSAGES.wechat;
const { ticket: TICKET_PARAM, error: ERROR_PARAM } = WECHAT_RETURN_PARAMS;

/** Back from WeChat: exchanges `?wx_ticket=` once (or shows `?wx_error=`), then drops them from the address. */
export function useWechatReturn(onLoggedIn: (response: LoginResponse) => void): void {
  const [params, setParams] = useSearchParams();
  const ticket = params.get(TICKET_PARAM);
  const error = params.get(ERROR_PARAM);
  const done = useRef<string | null>(null);

  useEffect(() => {
    const key = ticket ?? error;
    if (key === null || done.current === key) return;
    done.current = key;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(TICKET_PARAM);
        next.delete(ERROR_PARAM);
        return next;
      },
      { replace: true },
    );
    // Failures show as the red 3 s toast of every login (SPEC §8).
    if (ticket) exchangeWechatTicket(ticket).then(onLoggedIn, () => {});
    else toastServerError(undefined, error || M.failed);
  }, [ticket, error, setParams, onLoggedIn]);
}

export function WechatLogin() {
  const { wechat } = useAuthConfig();
  const location = useLocation();
  const [loading, setLoading] = useState(false);
  if (!wechat) return null;

  const start = async () => {
    setLoading(true);
    try {
      window.location.assign(await getWechatScanCode(`${location.pathname}${location.search}`));
    } catch {
      setLoading(false);
    }
  };

  return (
    <div className={styles.other}>
      <Divider plain className={styles.otherDivider}>
        {M.other}
      </Divider>
      <Tooltip title={M.login}>
        <Button
          shape="circle"
          size="large"
          aria-label={M.login}
          loading={loading}
          icon={<WechatOutlined style={{ color: '#07C160' }} />}
          onClick={start}
        />
      </Tooltip>
    </div>
  );
}
