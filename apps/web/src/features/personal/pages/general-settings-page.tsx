// 通用设置 (/store/personal/general): interview language and duration, notification switches; saved on change.
import { INTERVIEW_DURATIONS, INTERVIEW_LANGUAGES, type UserSettings } from '@app/shared/user';
import { Segmented, Select, Switch } from 'antd';
import { useSettings } from '../api/get-settings';
import styles from '../components/personal.module.css';
import { QueryState } from '../components/query-state';
import { PageHeading, SectionCard } from '../components/section-card';
import { useSaveSettings } from '../hooks/use-save-settings';
import { PERSONAL_MESSAGES } from '../messages';

const M = PERSONAL_MESSAGES.general;
const NOTIFICATION_KEYS = ['chat', 'interview_report', 'job_recommend', 'system'] as const;

function SettingsForm({ settings }: { settings: UserSettings }) {
  const { save } = useSaveSettings();
  const durations: number[] = [...INTERVIEW_DURATIONS];
  if (!durations.includes(settings.default_duration)) durations.push(settings.default_duration);

  return (
    <div className={styles.stack}>
      <SectionCard title={M.interviewTitle}>
        <div className={styles.row}>
          <div className={styles.rowMain}>
            <span className={styles.rowLabel} id="setting-language">
              {M.language}
            </span>
          </div>
          <Segmented
            aria-labelledby="setting-language"
            value={settings.interview_language}
            options={INTERVIEW_LANGUAGES.map((value) => ({ value, label: M.languages[value] ?? value }))}
            onChange={(value) =>
              void save({ interview_language: value as UserSettings['interview_language'] })
            }
          />
        </div>
        <div className={styles.row}>
          <div className={styles.rowMain}>
            <span className={styles.rowLabel} id="setting-duration">
              {M.duration}
            </span>
          </div>
          <Select
            aria-labelledby="setting-duration"
            value={settings.default_duration}
            style={{ width: 140 }}
            options={durations.sort((a, b) => a - b).map((n) => ({ value: n, label: M.minutes(n) }))}
            onChange={(value) => void save({ default_duration: value })}
          />
        </div>
      </SectionCard>

      <SectionCard title={M.notificationsTitle}>
        {NOTIFICATION_KEYS.map((key) => {
          const text = M.notifications[key];
          return (
            <div className={styles.row} key={key}>
              <div className={styles.rowMain}>
                <span className={styles.rowLabel} id={`setting-${key}`}>
                  {text.label}
                </span>
                <span className={styles.rowHint}>{text.hint}</span>
              </div>
              <Switch
                aria-labelledby={`setting-${key}`}
                checked={settings.notifications[key]}
                onChange={(checked) => void save({ notifications: { [key]: checked } })}
              />
            </div>
          );
        })}
      </SectionCard>
    </div>
  );
}

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = PERSONAL_MESSAGES.pageTitles.general;

export default function GeneralSettingsPage() {
  const settings = useSettings();
  return (
    <>
      <PageHeading title={PERSONAL_MESSAGES.pageTitles.general} intro={M.intro} />
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : (
        <SectionCard title={PERSONAL_MESSAGES.pageTitles.general}>
          <QueryState error={settings.isError} onRetry={() => void settings.refetch()} />
        </SectionCard>
      )}
    </>
  );
}
