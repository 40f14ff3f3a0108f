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

  const start = async (job: Job) => {
    if (busy) return;
    setBusy(true);
    try {
      const file = new Blob([buildJdText(job)], { type: 'text/plain' });
      const uploaded = await uploadFile(file, 'jd', undefined, jdFileName(job));
      if (!uploaded?.url) throw new Error('invalid upload response');
      storeJd(uploaded.url, uploaded.name);
      goProfile();
    } catch {
      getMessage().error(M.jdUploadFailed);
      getModal().confirm({
        title: M.continueAnyway.title,
        content: M.continueAnyway.content,
        okText: M.continueAnyway.ok,
        cancelText: M.continueAnyway.cancel,
        onOk: goProfile,
      });
    } finally {
      setBusy(false);
    }
  };
  return { start, busy };
}
