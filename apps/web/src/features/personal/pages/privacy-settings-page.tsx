// 隐私设置 (/store/personal/privacy): talent-pool visibility, export my data, and deleting the account.
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { getMessage } from '@/lib/feedback';
import { reportMutationError } from '@/lib/mutation-error';
import { exportMyData } from '../api/export-data';
import { useSettings } from '../api/get-settings';
import { useUserCenter } from '../api/get-user-center';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import styles from '../components/personal.module.css';
import { PageHeading, SectionCard } from '../components/section-card';
import { useSaveSettings } from '../hooks/use-save-settings';
import { PERSONAL_MESSAGES } from '../messages';

const M = PERSONAL_MESSAGES.privacy;

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = PERSONAL_MESSAGES.pageTitles.privacy;

export default function PrivacySettingsPage() {
  const settings = useSettings();
  const center = useUserCenter();
  const { save } = useSaveSettings();
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      await exportMyData();
      getMessage().success(M.exported);
    } catch (error) {
      reportMutationError(error, M.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const profile = center.data;

  return (
    <>
      <PageHeading title={PERSONAL_MESSAGES.pageTitles.privacy} intro={M.intro} />
      <div className={styles.stack}>
        <SectionCard
          title={<span id="talent-pool-label">{M.talentTitle}</span>}
          hint={M.talentHint}
          extra={
            settings.data ? (
              <Switch
                aria-labelledby="talent-pool-label"
                checked={settings.data.talent_pool_visible}
                onChange={(checked) => void save({ talent_pool_visible: checked })}
              />
            ) : (
              <Skeleton.Button active size="small" />
            )
          }
        />
        <SectionCard
          title={M.exportTitle}
          hint={M.exportHint}
          extra={
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
              {M.export}
            </Button>
          }
        />
        <SectionCard
          danger
          title={M.dangerTitle}
          hint={M.deleteHint}
          extra={
            <Button danger icon={<DeleteOutlined />} disabled={!profile} onClick={() => setDeleting(true)}>
              {M.deleteButton}
            </Button>
          }
        />
      </div>
      {profile ? (
        <DeleteAccountDialog
          open={deleting}
          onClose={() => setDeleting(false)}
          mobile={profile.mobile || profile.phone || ''}
          hasPassword={profile.has_password}
        />
      ) : null}
    </>
  );
}
