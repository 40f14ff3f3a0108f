// The shared 建设中 panel for pages a later issue fills in.
import { HomeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { COMMON_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { ConstructionIllustration } from './illustrations/construction-illustration';
import { StatusPanel } from './status-panel';

export function UnderConstruction({ title }: { title?: string }) {
  const navigate = useNavigate();
  return (
    <StatusPanel
      illustration={<ConstructionIllustration />}
      eyebrow={title}
      title={COMMON_MESSAGES.underConstruction}
      actions={
        <Button type="primary" size="large" icon={<HomeOutlined />} onClick={() => navigate(paths.home)}>
          {COMMON_MESSAGES.backHome}
        </Button>
      }
    />
  );
}
