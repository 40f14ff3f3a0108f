// The JD and CV the next interview uses, kept under the local-storage keys of SPEC §3.
export const INTERVIEW_FILE_KEYS = {
  jdUrl: 'jd_url',
  jdName: 'jd_name',
  cvUrl: 'cv_url',
  cvName: 'cv_name',
} as const;
export const DEFAULT_JD_NAME = 'job_description.txt';

export function storeJd(url: string, name: string): void {
  try {
    localStorage.setItem(INTERVIEW_FILE_KEYS.jdUrl, url);
    localStorage.setItem(INTERVIEW_FILE_KEYS.jdName, name || DEFAULT_JD_NAME);
  } catch {
    // Storage off (private mode): the profile page then asks for a JD as usual.
  }
}
