// 面试准备 (interview_pre): camera and microphone check, the settings of SPEC §3, the JD and CV, and prompt
// generation (SPEC §4), then on to the interview room with the interview id in the store.
import { INTERVIEWER, USABLE_INTERVIEWER_ID } from '@app/shared/constants';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { isInterviewerId } from '@/domain/interviews/interviewer-avatar/characters';
import { errorText } from '@/lib/mutation-error';
import { generatePrompt, InvalidPromptError } from '../api/generate-prompt';
import { DeviceCheck } from '../components/prepare/device-check';
import { DocumentsCard } from '../components/prepare/documents-card';
import { GenerateCard, type GenerateState } from '../components/prepare/generate-card';
import styles from '../components/prepare/prepare-page.module.css';
import { type InterviewSettings, SettingsPanel } from '../components/prepare/settings-panel';
import { useCameraSession } from '../hooks/use-camera-session';
import { useInterviewFiles } from '../hooks/use-interview-files';
import { INTERVIEW_MESSAGES, INTERVIEW_PREP_MESSAGES } from '../messages';
import { useInterviewStore } from '../store';

const M = INTERVIEW_PREP_MESSAGES.prepare;
const IDLE: GenerateState = { loading: false, error: null, ready: null };

function useInterviewerId() {
  const [search] = useSearchParams();
  const stored = useInterviewStore((s) => s.interviewerId);
  const fromUrl = Number(search.get('selectedId'));
  if (isInterviewerId(fromUrl)) return fromUrl;
  if (stored !== null && isInterviewerId(stored)) return stored;
  return USABLE_INTERVIEWER_ID;
}

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = INTERVIEW_MESSAGES.pageTitles.prepare;

export default function InterviewPreparePage() {
  const navigate = useNavigate();
  const interviewerId = useInterviewerId();
  const { jd, cv } = useInterviewFiles();
  const store = useInterviewStore();
  const settings: InterviewSettings = {
    duration: store.interviewDuration,
    language: store.interviewLanguage,
    camera: store.camera,
  };
  const { session, opening, retry, handOver } = useCameraSession(store.camera);
  const [generate, setGenerate] = useState<GenerateState>(IDLE);

  const changeSettings = (next: Partial<InterviewSettings>) => {
    store.setSettings({
      ...(next.duration !== undefined ? { interviewDuration: next.duration } : {}),
      ...(next.language !== undefined ? { interviewLanguage: next.language } : {}),
      ...(next.camera ? { camera: next.camera } : {}),
    });
    // The plan was made for the old length or language: it is made again.
    if (next.duration !== undefined || next.language !== undefined) setGenerate(IDLE);
  };

  const runGenerate = async () => {
    // SPEC §4: only with both urls.
    if (!jd || !cv || generate.loading) return;
    setGenerate({ loading: true, error: null, ready: null });
    store.setPrompt('');
    try {
      const result = await generatePrompt({
        jdUrl: jd.url,
        cvUrl: cv.url,
        interviewerId,
        duration: settings.duration,
        language: settings.language,
      });
      store.setPrompt(result.prompt);
      if (result.interviewId !== null) store.setInterviewId(result.interviewId);
      store.setInterviewer(interviewerId);
      setGenerate({ loading: false, error: null, ready: { questionCount: result.questionCount } });
    } catch (error) {
      const message =
        error instanceof InvalidPromptError ? M.invalidPrompt : errorText(error, M.generateFailed);
      setGenerate({ loading: false, error: message, ready: null });
    }
  };

  const enter = () => {
    handOver();
    navigate(paths.store.interviewIng);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{M.title}</h1>
      <p className={styles.intro}>{M.intro}</p>
      <div className={styles.grid}>
        <div className={styles.column}>
          <DeviceCheck session={session} opening={opening} onRetry={retry} />
        </div>
        <div className={styles.column}>
          <GenerateCard
            interviewerId={interviewerId === INTERVIEWER.tough ? INTERVIEWER.tough : INTERVIEWER.gentle}
            canGenerate={Boolean(jd && cv)}
            state={generate}
            onGenerate={() => void runGenerate()}
            onEnter={enter}
          />
          <DocumentsCard jd={jd} cv={cv} />
          <SettingsPanel
            value={settings}
            onChange={changeSettings}
            hasVideo={Boolean(session?.hasVideo)}
            segmenter={session?.segmenter ?? null}
          />
        </div>
      </div>
    </div>
  );
}
