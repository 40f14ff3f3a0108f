// The header's 用户反馈 dialog until the feedback feature lands.
import { Button, Modal } from 'antd';
import { ConstructionIllustration } from '@/components/illustrations/construction-illustration';
import { COMMON_MESSAGES } from '@/config/messages';
import { APP_MESSAGES } from '../messages';

export function FeedbackPlaceholder({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title={APP_MESSAGES.feedbackTitle}
      onCancel={onClose}
      centered
      footer={<Button onClick={onClose}>{APP_MESSAGES.feedbackLater}</Button>}
    >
      <div style={{ padding: '12px 0', textAlign: 'center' }}>
        <p style={{ margin: '0 0 12px', fontSize: 15 }}>{APP_MESSAGES.feedbackQuestion}</p>
        <ConstructionIllustration width={160} />
        <p style={{ margin: '12px 0 0', color: 'var(--color-text-secondary)' }}>
          {COMMON_MESSAGES.underConstruction}
        </p>
      </div>
    </Modal>
  );
}
