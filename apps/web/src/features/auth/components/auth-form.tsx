// The frame every auth form shares: a large vertical antd form. Its submit calls go through
// unwrapWithToast, which has already shown any failure as a red toast, so a rejection needs nothing more.
import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

export function AuthForm<T>({
  form,
  onSubmit,
  className,
  children,
}: {
  form: FormInstance<T>;
  onSubmit: (values: T) => Promise<unknown>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      className={className}
      onFinish={(values: T) => {
        onSubmit(values).catch(() => {});
      }}
    >
      {children}
    </Form>
  );
}
