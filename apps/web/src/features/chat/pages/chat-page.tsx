// 消息提醒 (/chating, also opened in a new tab): the job seeker's conversations with recruiters.
import { useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { ChatView } from '../components/chat-view';
import { CHAT_MESSAGES } from '../messages';
import styles from './chat-page.module.css';

export default function ChatPage() {
  const [params] = useSearchParams();
  const user = useSession((s) => s.userInfo);
  const initial = Number(params.get('sessionId')) || null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{CHAT_MESSAGES.pageTitles.chat}</h1>
      {user?.id ? (
        <ChatView me={{ id: user.id, userType: user.user_type ?? 1 }} initialSessionId={initial} />
      ) : null}
    </div>
  );
}
