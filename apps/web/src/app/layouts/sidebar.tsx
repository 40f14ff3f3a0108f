// The floating sidebar of SPEC §2: a hover panel on the right edge with 回到主页, 编辑资料, 面试历史, 用户反馈, 退出登录.
// Phones have no hover and no spare edge (a floating button there covered row actions such as 下线), so
// below 768 px the panel is not shown and the header's drawer carries the same items.
import {
  CommentOutlined,
  EditOutlined,
  HistoryOutlined,
  HomeOutlined,
  LogoutOutlined,
} from '@ant-design/icons';
import { Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { FeedbackDialog } from '@/components/feedback-dialog/feedback-dialog';
import { FEEDBACK_VARIANTS } from '@/components/feedback-dialog/messages';
import { paths } from '@/config/paths';
import { ProfileEditorDialog } from '@/features/personal/components/profile-editor-dialog';
import { APP_MESSAGES } from '../messages';
import styles from './sidebar.module.css';
import { logoutWithFeedback } from './user-menu';

const M = APP_MESSAGES.sidebar;

function SideButton({
  label,
  icon,
  onClick,
  danger = false,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <Tooltip title={label} placement="left">
      <button
        type="button"
        className={danger ? `${styles.button} ${styles.danger}` : styles.button}
        aria-label={label}
        onClick={onClick}
      >
        {icon}
      </button>
    </Tooltip>
  );
}

export function Sidebar() {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'profile' | 'feedback' | null>(null);

  return (
    <>
      <nav className={styles.sidebar} aria-label={M.label}>
        <div className={styles.panel}>
          <SideButton label={M.home} icon={<HomeOutlined />} onClick={() => navigate(paths.home)} />
          <SideButton label={M.editProfile} icon={<EditOutlined />} onClick={() => setDialog('profile')} />
          <SideButton
            label={M.history}
            icon={<HistoryOutlined />}
            onClick={() => navigate(paths.extras.interviewHistory)}
          />
          <SideButton label={M.feedback} icon={<CommentOutlined />} onClick={() => setDialog('feedback')} />
          <SideButton
            label={M.logout}
            icon={<LogoutOutlined />}
            danger
            onClick={() => void logoutWithFeedback(() => navigate(paths.home))}
          />
        </div>
      </nav>
      <ProfileEditorDialog open={dialog === 'profile'} onClose={() => setDialog(null)} />
      <FeedbackDialog
        {...FEEDBACK_VARIANTS.sidebar}
        open={dialog === 'feedback'}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
