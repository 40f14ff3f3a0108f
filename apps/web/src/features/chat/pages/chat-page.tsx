// 消息提醒: filled in by a later issue; until then the shared 建设中 panel.
import { UnderConstruction } from '@/components/under-construction';
import { CHAT_MESSAGES } from '../messages';

export default function ChatPage() {
  return <UnderConstruction title={CHAT_MESSAGES.pageTitles.chat} />;
}
