// The JD and CV the next interview uses, kept under the local-storage keys of SPEC §3.
export const INTERVIEW_FILE_KEYS = {
  jdUrl: 'jd_url',
  jdName: 'jd_name',
  cvUrl: 'cv_url',
  cvName: 'cv_name',
} as const;
/** SPEC §3 defaults of the names. */
export const DEFAULT_JD_NAME = 'job_description.txt';
export const DEFAULT_CV_NAME = 'resume.pdf';

export interface InterviewFile {
  url: string;
  name: string;
}

export interface InterviewFiles {
  jd: InterviewFile | null;
  cv: InterviewFile | null;
}

function write(urlKey: string, nameKey: string, url: string, name: string): void {
  try {
    localStorage.setItem(urlKey, url);
    localStorage.setItem(nameKey, name);
  } catch {
    // Storage off (private mode): the profile page then asks for the file as usual.
  }
}

function read(urlKey: string, nameKey: string, fallbackName: string): InterviewFile | null {
  try {
    const url = localStorage.getItem(urlKey);
    if (!url) return null;
    return { url, name: localStorage.getItem(nameKey) || fallbackName };
  } catch {
    return null;
  }
}

export function storeJd(url: string, name: string): void {
  write(INTERVIEW_FILE_KEYS.jdUrl, INTERVIEW_FILE_KEYS.jdName, url, name || DEFAULT_JD_NAME);
}

export function storeCv(url: string, name: string): void {
  write(INTERVIEW_FILE_KEYS.cvUrl, INTERVIEW_FILE_KEYS.cvName, url, name || DEFAULT_CV_NAME);
}

/** The JD and CV chosen so far (null where none is). */
export function readInterviewFiles(): InterviewFiles {
  return {
    jd: read(INTERVIEW_FILE_KEYS.jdUrl, INTERVIEW_FILE_KEYS.jdName, DEFAULT_JD_NAME),
    cv: read(INTERVIEW_FILE_KEYS.cvUrl, INTERVIEW_FILE_KEYS.cvName, DEFAULT_CV_NAME),
  };
}
