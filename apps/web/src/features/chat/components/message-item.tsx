// One message: text as text (never markup), or a card with its state and the actions the viewer may take.
import type { ChatMessage } from '@app/shared/chat';
import { Button, Space, Tag } from 'antd';
import { paths } from '@/config/paths';
import { CHAT_MESSAGES as M } from '../messages';
import styles from './chat.module.css';

export interface MessageItemProps {
  message: ChatMessage;
  mine: boolean;
  receipt: 'read' | 'delivered';
  onRespond: (id: number, action: 'accept' | 'decline' | 'withdraw') => void;
}

const STATE_TEXT = {
  accepted: M.cards.accepted,
  declined: M.cards.declined,
  withdrawn: M.cards.withdrawn,
  pending: M.cards.pending,
} as const;

function CardActions({ message, mine, onRespond }: Omit<MessageItemProps, 'receipt'>) {
  if (message.state !== 'pending') return <Tag>{STATE_TEXT[message.state ?? 'pending']}</Tag>;
  if (mine)
    return (
      <Space>
        <Tag>{M.cards.pending}</Tag>
        <Button size="small" onClick={() => onRespond(message.id, 'withdraw')}>
          {M.cards.withdraw}
        </Button>
      </Space>
    );
  return (
    <Space>
      <Button size="small" type="primary" onClick={() => onRespond(message.id, 'accept')}>
        {M.cards.accept}
      </Button>
      <Button size="small" onClick={() => onRespond(message.id, 'decline')}>
        {M.cards.decline}
      </Button>
    </Space>
  );
}

function CardBody({ message, mine, onRespond }: Omit<MessageItemProps, 'receipt'>) {
  const payload = message.payload ?? {};
  switch (message.message_type) {
    case 'interview':
      return (
        <div className={styles.card}>
          <strong>
            {M.cards.interview} · {payload.interview_name}
          </strong>
          <span className={styles.muted}>
            {payload.interview_position} · {M.cards.score(payload.overall_score)}
          </span>
          <a
            href={`${paths.extras.interviewAnalysis}/${message.content}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {M.cards.openReport}
          </a>
        </div>
      );
    case 'contact': {
      const contacts = Object.entries(payload.contacts ?? {});
      return (
        <div className={styles.card}>
          <strong>{payload.contact_kind === 'wechat' ? M.cards.wechatAsk : M.cards.phoneAsk}</strong>
          {contacts.map(([userId, value]) => (
            <span key={userId}>
              {M.cards.contactOf(Number(userId) === message.sender_id ? mine : !mine)}：{value}
            </span>
          ))}
          <CardActions message={message} mine={mine} onRespond={onRespond} />
        </div>
      );
    }
    case 'invitation':
      return (
        <div className={styles.card}>
          <strong>{M.cards.invitation}</strong>
          <span>
            {M.cards.time}：{payload.time}
          </span>
          <span>
            {M.cards.mode}：{payload.mode === 'onsite' ? M.cards.onsite : M.cards.online}
          </span>
          {payload.address ? (
            <span>
              {M.cards.address}：{payload.address}
            </span>
          ) : null}
          {payload.note ? <span className={styles.muted}>{payload.note}</span> : null}
          <CardActions message={message} mine={mine} onRespond={onRespond} />
        </div>
      );
    default:
      return <span className={styles.text}>{message.content}</span>;
  }
}

export function MessageItem(props: MessageItemProps) {
  const { message, mine, receipt } = props;
  return (
    <div className={`${styles.row} ${mine ? styles.mine : ''}`} data-seq={message.seq}>
      <div className={styles.bubble}>
        <CardBody message={message} mine={mine} onRespond={props.onRespond} />
      </div>
      {mine ? <span className={styles.receipt}>{receipt === 'read' ? M.read : M.delivered}</span> : null}
    </div>
  );
}
