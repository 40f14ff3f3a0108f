// The call-back request both pages end in (POST /api/consult): name, a validated phone, the help wanted,
// a preferred time. Sent, it shows the server's confirmation and lets the caller correct what they sent
// (the server updates the same day's request rather than making a second).
import { CONSULT_MESSAGES, type ConsultTopic } from '@app/shared/coaching-messages';
import { MOBILE_PATTERN } from '@app/shared/constants';
import { Button, Form, Input, Result, Select } from 'antd';
import { useState } from 'react';
import { reportMutationError } from '@/lib/mutation-error';
import { type ConsultForm as ConsultValues, submitConsult } from '../api/consult';
import { COACHING_MESSAGES } from '../messages';
import styles from './coaching.module.css';

const M = COACHING_MESSAGES.form;

export interface ConsultFormProps {
  source: ConsultValues['source'];
  topics: readonly ConsultTopic[];
  id?: string;
}

type Fields = Omit<ConsultValues, 'source'>;

export function ConsultForm({ source, topics, id }: ConsultFormProps) {
  const [form] = Form.useForm<Fields>();
  const [sending, setSending] = useState(false);
  const [confirmed, setConfirmed] = useState<string | null>(null);

  const send = async (values: Fields) => {
    setSending(true);
    try {
      setConfirmed(await submitConsult({ ...values, source }));
    } catch (error) {
      reportMutationError(error, CONSULT_MESSAGES.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <section id={id} className={styles.formCard} aria-labelledby={`${source}-consult-title`}>
      <h2 id={`${source}-consult-title`} className={styles.sectionTitle}>
        {M.title}
      </h2>
      <p className={styles.formHint}>{M.hint}</p>
      {confirmed ? (
        <Result
          status="success"
          title={M.doneTitle}
          subTitle={confirmed}
          extra={<Button onClick={() => setConfirmed(null)}>{M.again}</Button>}
        />
      ) : (
        <Form<Fields>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void send(values)}
          initialValues={{ topic: topics.length === 1 ? topics[0] : undefined }}
        >
          <div className={styles.formRow}>
            <Form.Item
              name="name"
              label={M.name}
              rules={[{ required: true, whitespace: true, message: CONSULT_MESSAGES.nameRequired }]}
            >
              <Input placeholder={M.namePlaceholder} maxLength={30} autoComplete="name" />
            </Form.Item>
            <Form.Item
              name="mobile"
              label={M.mobile}
              rules={[
                { required: true, message: CONSULT_MESSAGES.mobileRequired },
                { pattern: MOBILE_PATTERN, message: CONSULT_MESSAGES.mobileInvalid },
              ]}
            >
              <Input
                placeholder={M.mobilePlaceholder}
                maxLength={11}
                inputMode="numeric"
                autoComplete="tel"
              />
            </Form.Item>
          </div>
          <div className={styles.formRow}>
            <Form.Item
              name="topic"
              label={M.topic}
              rules={[{ required: true, message: CONSULT_MESSAGES.topicRequired }]}
            >
              <Select
                aria-label={M.topic}
                placeholder={M.topicPlaceholder}
                options={topics.map((t) => ({ value: t, label: M.topics[t] }))}
              />
            </Form.Item>
            <Form.Item name="preferred_time" label={M.preferredTime}>
              <Select
                aria-label={M.preferredTime}
                placeholder={M.preferredTimePlaceholder}
                allowClear
                options={M.times.map((t) => ({ value: t, label: t }))}
              />
            </Form.Item>
          </div>
          <Form.Item name="message" label={M.message}>
            <Input.TextArea placeholder={M.messagePlaceholder} maxLength={500} autoSize={{ minRows: 3 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={sending}>
            {sending ? M.submitting : M.submit}
          </Button>
        </Form>
      )}
    </section>
  );
}
