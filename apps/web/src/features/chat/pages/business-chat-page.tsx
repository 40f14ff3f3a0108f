// 招聘消息 (/business/chat): a minimal recruiter inbox on the same components, so a company can answer
// applicants (the business site itself is out of scope).
import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { ChatView } from '../components/chat-view';
import { CHAT_MESSAGES } from '../messages';
import styles from './chat-page.module.css';

export default function BusinessChatPage() {
  const [params] = useSearchParams();
  const user = useSession((s) => s.userInfo);
  const initial = Number(params.get('sessionId')) || null;
  if (user && user.user_type !== 2) return <Result status="403" subTitle={CHAT_MESSAGES.notBusiness} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{CHAT_MESSAGES.pageTitles.business}</h1>
      {user?.id ? <ChatView me={{ id: user.id, userType: 2 }} initialSessionId={initial} /> : null}
    </div>
  );
}
