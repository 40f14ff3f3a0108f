// SPEC §4/§5 'interview this job': upload the job as a text JD (dir=jd), keep jd_url/jd_name,
// go to the profile page; when the upload fails, ask whether to go on without it.

import { buildJdText, jdFileName } from '@app/shared/jd-text';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getMessage, getModal } from '@/lib/feedback';
import { storeJd } from '@/lib/interview-files';
import { uploadFile } from '@/lib/upload';
import { JOBS_MESSAGES as M } from '../messages';
import type { Job } from '../types';

export function useInterviewJob() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const goProfile = () => navigate(paths.store.dashboard.profile);

  const start = async (job: Job | null | undefined) => {
    if (busy) return;
    // SPEC §5: a job must be selected, and its JD must have text.
    if (!job?.id) return void getMessage().warning(M.selectJobFirst);
    const text = buildJdText(job);
    if (!text.trim()) return void getMessage().warning(M.jdEmpty);
    setBusy(true);
    try {
      const file = new Blob([text], { type: 'text/plain' });
      const uploaded = await uploadFile(file, 'jd', undefined, jdFileName(job)).catch(() => null);
      if (!uploaded?.url) return askToContinue();
      storeJd(uploaded.url, uploaded.name);
      goProfile();
    } catch {
      getMessage().error(M.operationFailed);
    } finally {
      setBusy(false);
    }
  };

  const askToContinue = () => {
    getMessage().error(M.jdUploadFailed);
    getModal().confirm({
      title: M.continueAnyway.title,
      content: M.continueAnyway.content,
      okText: M.continueAnyway.ok,
      cancelText: M.continueAnyway.cancel,
      onOk: goProfile,
    });
  };
  return { start, busy };
}
