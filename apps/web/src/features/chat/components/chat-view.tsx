// The messages page for either side: conversations on the left (pinned first, unread counts from the
// server), the open conversation on the right with load-earlier, receipts, cards and the composer.
import { MoreOutlined } from '@ant-design/icons';
import { CHAT_TEXT_MAX } from '@app/shared/chat-limits';
import { useQuery } from '@tanstack/react-query';
import { Alert, Avatar, Badge, Button, Dropdown, Empty, Input, Modal, Select, Space, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { getMessage, getModal } from '@/lib/feedback';
import { reportMutationError } from '@/lib/mutation-error';
import { type ChatSession, chatApi } from '../api/chat';
import { receiptOf } from '../hooks/merge';
import { type Me, useChat } from '../hooks/use-chat';
import { CHAT_MESSAGES as M } from '../messages';
import styles from './chat.module.css';
import { MessageItem } from './message-item';
import { PhrasePicker } from './phrases';

const TIME = new Intl.DateTimeFormat('zh-CN', {
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function SessionList(props: {
  sessions: ChatSession[];
  activeId: number | null;
  onOpen: (id: number) => void;
}) {
  if (props.sessions.length === 0) return <Empty className={styles.empty} description={M.empty} />;
  return (
    <ul className={styles.sessions}>
      {props.sessions.map((s) => (
        <li key={s.id}>
          <button
            type="button"
            className={`${styles.session} ${s.id === props.activeId ? styles.activeSession : ''}`}
            onClick={() => props.onOpen(s.id)}
          >
            <Badge count={s.muted ? 0 : s.unread} dot={s.muted && s.unread > 0} size="small">
              <Avatar src={s.peer_avatar ?? undefined}>{s.peer_name.slice(0, 1)}</Avatar>
            </Badge>
            <span className={styles.sessionText}>
              <span className={styles.sessionTop}>
                <strong>{s.peer_name}</strong>
                <span className={styles.muted}>{TIME.format(new Date(s.last_message_time))}</span>
              </span>
              <span className={styles.muted}>
                {[s.company_name, s.job_title].filter(Boolean).join(' · ')}
                {s.pinned ? <Tag className={styles.tag}>{M.pinned}</Tag> : null}
                {s.muted ? <Tag className={styles.tag}>{M.muted}</Tag> : null}
              </span>
              <span className={styles.preview}>{s.last_message}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function OnlineStatus({ userId }: { userId: number }) {
  const status = useQuery({
    queryKey: ['chat', 'online', userId],
    queryFn: () => chatApi.online(userId),
    refetchInterval: 30_000,
  });
  if (!status.data) return null;
  return (
    <Tag color={status.data.online ? 'success' : 'default'}>{status.data.online ? M.online : M.offline}</Tag>
  );
}

function reportSession(sessionId: number) {
  let reason = '';
  getModal().confirm({
    title: M.report.title,
    content: (
      <Input.TextArea
        maxLength={500}
        placeholder={M.report.placeholder}
        onChange={(e) => (reason = e.target.value)}
      />
    ),
    okText: M.report.ok,
    cancelText: M.report.cancel,
    onOk: async () => {
      if (!reason.trim()) {
        getMessage().warning(M.report.placeholder);
        throw new Error('reason required');
      }
      const answer = await chatApi.report(sessionId, reason.trim());
      getMessage().success(answer.msg);
    },
  });
}

function InviteDialog(props: {
  open: boolean;
  onClose: () => void;
  onSend: (v: InviteFields) => Promise<void>;
}) {
  const [fields, setFields] = useState<InviteFields>({ time: '', mode: 'online', address: '', note: '' });
  return (
    <Modal
      open={props.open}
      title={M.cards.invite}
      onCancel={props.onClose}
      okButtonProps={{ disabled: !fields.time.trim() }}
      onOk={() => props.onSend(fields).then(props.onClose)}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input
          placeholder={M.cards.time}
          value={fields.time}
          onChange={(e) => setFields({ ...fields, time: e.target.value })}
        />
        <Select
          value={fields.mode}
          onChange={(mode) => setFields({ ...fields, mode })}
          options={[
            { value: 'online', label: M.cards.online },
            { value: 'onsite', label: M.cards.onsite },
          ]}
        />
        <Input
          placeholder={M.cards.address}
          value={fields.address}
          onChange={(e) => setFields({ ...fields, address: e.target.value })}
        />
        <Input
          placeholder={M.cards.note}
          value={fields.note}
          onChange={(e) => setFields({ ...fields, note: e.target.value })}
        />
      </Space>
    </Modal>
  );
}

interface InviteFields {
  time: string;
  mode: 'online' | 'onsite';
  address: string;
  note: string;
}

export function ChatView({ me, initialSessionId }: { me: Me; initialSessionId: number | null }) {
  const chat = useChat(me, initialSessionId);
  const [draft, setDraft] = useState('');
  const [inviting, setInviting] = useState(false);
  const active = chat.active;
  const isBusiness = me.userType === 2;
  const list = useRef<HTMLDivElement>(null);
  const newestSeq = chat.messages[chat.messages.length - 1]?.seq ?? 0;
  // A new message at the end (sent, received or caught up) scrolls into view; loading earlier ones does not.
  useEffect(() => {
    if (newestSeq && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [newestSeq]);

  const operate = async (action: 'pin' | 'unpin' | 'mute' | 'unmute' | 'delete') => {
    if (!active) return;
    try {
      await chatApi.operate(active.id, action);
      if (action === 'delete') chat.close();
      await chat.reloadSessions();
    } catch (error) {
      reportMutationError(error, M.failed);
    }
  };
  const act = (fn: () => Promise<unknown>) => () =>
    void fn().catch((error) => reportMutationError(error, M.failed));
  const send = () => {
    const text = draft.trim();
    if (!text || !active) return;
    chat.sendText(active.id, text);
    setDraft('');
  };

  const menu = active
    ? [
        { key: active.pinned ? 'unpin' : 'pin', label: active.pinned ? M.actions.unpin : M.actions.pin },
        { key: active.muted ? 'unmute' : 'mute', label: active.muted ? M.actions.unmute : M.actions.mute },
        { key: 'delete', label: M.actions.delete, danger: true },
        { key: 'report', label: M.actions.report },
      ]
    : [];

  return (
    <div className={`${styles.layout} ${active ? styles.conversationOpen : ''}`}>
      <aside className={styles.left}>
        {chat.sessions ? (
          <SessionList
            sessions={chat.sessions}
            activeId={chat.activeId}
            onOpen={(id) => void chat.openConversation(id)}
          />
        ) : null}
      </aside>
      <section className={styles.right}>
        {!chat.connected ? <Alert type="warning" showIcon banner message={M.reconnecting} /> : null}
        {active ? (
          <>
            <header className={styles.header}>
              <Button className={styles.back} type="text" onClick={chat.close}>
                ←
              </Button>
              <strong>{active.peer_name}</strong>
              <span className={`${styles.muted} ${styles.headerSub}`}>
                {[active.company_name, active.job_title].filter(Boolean).join(' · ')}
              </span>
              {active.peer_type === 2 ? <OnlineStatus userId={active.peer_id} /> : null}
              <Dropdown
                menu={{
                  items: menu,
                  onClick: ({ key }) => {
                    if (key === 'report') reportSession(active.id);
                    else if (key === 'delete')
                      getModal().confirm({
                        title: M.actions.delete,
                        content: M.actions.deleteConfirm,
                        onOk: () => operate('delete'),
                      });
                    else void operate(key as 'pin');
                  },
                }}
              >
                <Button type="text" aria-label={M.actions.more} icon={<MoreOutlined />} />
              </Dropdown>
            </header>
            <div className={styles.messages} ref={list}>
              {chat.hasMore ? (
                <Button type="link" onClick={() => void chat.loadEarlier(active.id)}>
                  {M.loadEarlier}
                </Button>
              ) : (
                <span className={styles.noEarlier}>{M.noEarlier}</span>
              )}
              {chat.messages.map((m) => (
                <MessageItem
                  key={m.id}
                  message={m}
                  mine={m.sender_id === me.id}
                  receipt={receiptOf(m, chat.peerReadSeq)}
                  onRespond={(id, action) =>
                    void chat.respond(id, action).catch((e) => reportMutationError(e, M.failed))
                  }
                />
              ))}
            </div>
            <footer className={styles.composer}>
              <Space wrap>
                <PhrasePicker onPick={setDraft} />
                <Button
                  onClick={act(() =>
                    chat.sendCard({
                      session_id: active.id,
                      content: '',
                      message_type: 'contact',
                      contact_kind: 'phone',
                    }),
                  )}
                >
                  {M.cards.exchangePhone}
                </Button>
                <Button
                  onClick={act(() =>
                    chat.sendCard({
                      session_id: active.id,
                      content: '',
                      message_type: 'contact',
                      contact_kind: 'wechat',
                    }),
                  )}
                >
                  {M.cards.exchangeWechat}
                </Button>
                {isBusiness ? <Button onClick={() => setInviting(true)}>{M.cards.invite}</Button> : null}
              </Space>
              <div className={styles.inputRow}>
                <Input.TextArea
                  value={draft}
                  maxLength={CHAT_TEXT_MAX}
                  autoSize={{ minRows: 2, maxRows: 5 }}
                  placeholder={M.placeholder}
                  onChange={(e) => setDraft(e.target.value)}
                  onPressEnter={(e) => {
                    if (e.shiftKey) return;
                    e.preventDefault();
                    send();
                  }}
                />
                <Button type="primary" onClick={send} disabled={!draft.trim()}>
                  {M.send}
                </Button>
              </div>
            </footer>
            <InviteDialog
              open={inviting}
              onClose={() => setInviting(false)}
              onSend={(v) =>
                chat
                  .sendCard({ session_id: active.id, content: '', message_type: 'invitation', ...v })
                  .catch((e) => reportMutationError(e, M.failed))
              }
            />
          </>
        ) : (
          <Empty className={styles.empty} description={M.pick} />
        )}
      </section>
    </div>
  );
}
