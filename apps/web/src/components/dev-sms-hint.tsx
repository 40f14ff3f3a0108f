// Outside production the console SMS outbox keeps the last code; this link fills it in (demos, browser tests).
import { ExperimentOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { COMMON_MESSAGES } from '@/config/messages';
import { useAuthConfig } from '@/lib/auth-config';
import { getLatestDevSms } from '@/lib/dev-sms';
import { getMessage } from '@/lib/feedback';

const M = COMMON_MESSAGES.sms;

export function DevSmsHint({
  mobile,
  onCode,
}: {
  mobile: string | undefined;
  onCode: (code: string) => void;
}) {
  const { sms_outbox } = useAuthConfig();
  const [loading, setLoading] = useState(false);
  if (!sms_outbox) return null;

  const fill = async () => {
    const value = mobile?.trim();
    if (!value) {
      getMessage().warning(M.mobileRequired);
      return;
    }
    setLoading(true);
    try {
      const latest = await getLatestDevSms(value);
      if (latest?.code) {
        onCode(latest.code);
        getMessage().info(M.devFilled);
      } else {
        getMessage().info(M.devNone);
      }
    } catch {
      getMessage().info(M.devNone);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button
      type="link"
      size="small"
      icon={<ExperimentOutlined />}
      loading={loading}
      onClick={fill}
      data-testid="dev-sms-fill"
      style={{ padding: 0, height: 'auto', fontSize: 12, color: 'var(--color-text-secondary)' }}
    >
      {M.devFill}
    </Button>
  );
}
