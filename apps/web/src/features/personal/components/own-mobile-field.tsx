// The account's own mobile in a form: shown masked (138****8000) and read-only, never typed again.
import { maskMobile } from '@app/shared/user';
import { Form, Input } from 'antd';

export function OwnMobileField({ label, mobile }: { label: string; mobile: string }) {
  return (
    <Form.Item label={label}>
      <Input value={maskMobile(mobile)} readOnly disabled aria-label={label} />
    </Form.Item>
  );
}
