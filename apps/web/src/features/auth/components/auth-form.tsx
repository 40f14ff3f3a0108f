// The frame every auth form shares: a large vertical antd form. Its submit calls go through
// unwrapWithToast, which has already shown any failure as a red toast, so a rejection needs nothing more.
import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

export function AuthForm<T>({
  form,
  onSubmit,
  className,
  initialValues,
  children,
}: {
  form: FormInstance<T>;
  onSubmit: (values: T) => Promise<unknown>;
  className?: string;
  initialValues?: Partial<T>;
  children: ReactNode;
}) {
  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      className={className}
      initialValues={initialValues}
      onFinish={(values: T) => {
        onSubmit(values).catch(() => {});
      }}
    >
      {children}
    </Form>
  );
}
