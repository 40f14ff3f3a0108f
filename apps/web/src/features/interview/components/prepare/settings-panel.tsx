// 面试设置 (SPEC §3): duration, language, and the camera look (beautify, filter, background), which the canvas
// pipeline applies to the preview and the recording alike.
import { INTERVIEW_DURATIONS, INTERVIEW_LANGUAGES, type InterviewLanguage } from '@app/shared/interviews';
import { Checkbox, Radio, Segmented } from 'antd';
import { useSyncExternalStore } from 'react';
import { INTERVIEW_PREP_MESSAGES } from '../../messages';
import type { BackgroundMode, CameraSettings } from '../../store';
import { BACKGROUNDS, type BackgroundName, DEFAULT_BACKGROUND } from '../camera/backgrounds';
import { BEAUTIFY_OPTIONS, FILTER_PRESETS, type FilterPreset } from '../camera/effects';
import type { PersonSegmenter, SegmentationState } from '../camera/person-segmenter';
import styles from './prepare-page.module.css';

const M = INTERVIEW_PREP_MESSAGES.prepare;
const BACKGROUND_MODES: BackgroundMode[] = ['none', 'blur', 'replace'];
const noSegmenter = () => () => {};

/** How far the person segmentation has got (it loads when a background effect is first chosen). */
function useSegmentation(segmenter: PersonSegmenter | null): SegmentationState {
  return useSyncExternalStore(segmenter?.subscribe ?? noSegmenter, () => segmenter?.state() ?? 'unavailable');
}

export interface InterviewSettings {
  duration: number;
  language: InterviewLanguage;
  camera: CameraSettings;
}

export function SettingsPanel({
  value,
  onChange,
  hasVideo,
  segmenter,
}: {
  value: InterviewSettings;
  onChange: (next: Partial<InterviewSettings>) => void;
  hasVideo: boolean;
  segmenter: PersonSegmenter | null;
}) {
  const camera = value.camera;
  const segmentation = useSegmentation(segmenter);
  const setCamera = (next: Partial<CameraSettings>) => onChange({ camera: { ...camera, ...next } });

  return (
    <section className={styles.card} aria-labelledby="settings-title">
      <h2 id="settings-title" className={styles.cardTitle}>
        {M.settingsTitle}
      </h2>
      <div className={styles.field}>
        <span className={styles.label}>{M.duration}</span>
        <Segmented
          value={value.duration}
          onChange={(duration) => onChange({ duration: Number(duration) })}
          options={INTERVIEW_DURATIONS.map((n) => ({ value: n, label: M.minutes(n) }))}
        />
      </div>
      <div className={styles.field}>
        <span className={styles.label}>{M.language}</span>
        <Radio.Group
          optionType="button"
          value={value.language}
          onChange={(event) => onChange({ language: event.target.value as InterviewLanguage })}
          options={INTERVIEW_LANGUAGES.map((lang) => ({ value: lang, label: M.languages[lang] }))}
        />
      </div>
      <fieldset className={styles.fieldset} disabled={!hasVideo}>
        <div className={styles.field}>
          <span className={styles.label}>{M.beautify}</span>
          <Checkbox.Group
            value={camera.beautify}
            onChange={(beautify) => setCamera({ beautify: beautify as string[] })}
            options={BEAUTIFY_OPTIONS.map((option) => ({ value: option, label: M.beautifyOptions[option] }))}
          />
        </div>
        <div className={styles.field}>
          <span className={styles.label}>{M.filter}</span>
          <Segmented
            value={camera.filter}
            onChange={(filter) => setCamera({ filter: String(filter) })}
            options={(Object.keys(FILTER_PRESETS) as FilterPreset[]).map((name) => ({
              value: name,
              label: M.filters[name],
            }))}
          />
        </div>
        <div className={styles.field}>
          <span className={styles.label}>{M.background}</span>
          <Segmented
            value={camera.background}
            onChange={(background) =>
              setCamera({
                background: background as BackgroundMode,
                backgroundImage: camera.backgroundImage ?? DEFAULT_BACKGROUND,
              })
            }
            options={BACKGROUND_MODES.map((mode) => ({ value: mode, label: M.backgrounds[mode] }))}
          />
        </div>
        {camera.background === 'replace' && (
          <div className={styles.field}>
            <span className={styles.label} />
            <div className={styles.backgroundChoices}>
              {(Object.keys(BACKGROUNDS) as BackgroundName[]).map((name) => (
                <button
                  key={name}
                  type="button"
                  className={
                    (camera.backgroundImage ?? DEFAULT_BACKGROUND) === name
                      ? `${styles.backgroundChoice} ${styles.backgroundChosen}`
                      : styles.backgroundChoice
                  }
                  onClick={() => setCamera({ backgroundImage: name })}
                  aria-pressed={(camera.backgroundImage ?? DEFAULT_BACKGROUND) === name}
                >
                  <img src={BACKGROUNDS[name]} alt="" />
                  <span>{M.backgroundImages[name]}</span>
                </button>
              ))}
            </div>
          </div>
        )}
        {camera.background !== 'none' && (
          <p className={styles.muted} data-testid="segmentation" data-state={segmentation}>
            {M.segmentation[segmentation]}
          </p>
        )}
      </fieldset>
      <p className={styles.muted}>{M.appliedToRecording}</p>
    </section>
  );
}
