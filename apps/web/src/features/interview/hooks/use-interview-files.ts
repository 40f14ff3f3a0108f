// The chosen JD and CV (localStorage, SPEC §3) as React state, following changes made in other tabs too.
import { useCallback, useEffect, useState } from 'react';
import {
  INTERVIEW_FILE_KEYS,
  type InterviewFiles,
  readInterviewFiles,
  storeCv,
  storeJd,
} from '@/lib/interview-files';

const KEYS: readonly string[] = Object.values(INTERVIEW_FILE_KEYS);

export function useInterviewFiles() {
  const [files, setFiles] = useState<InterviewFiles>(readInterviewFiles);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || KEYS.includes(event.key)) setFiles(readInterviewFiles());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setJd = useCallback((url: string, name: string) => {
    storeJd(url, name);
    setFiles(readInterviewFiles());
  }, []);
  const setCv = useCallback((url: string, name: string) => {
    storeCv(url, name);
    setFiles(readInterviewFiles());
  }, []);

  return { ...files, setJd, setCv };
}
