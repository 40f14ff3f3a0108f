// The JD and CV the next interview uses, kept under the local-storage keys of SPEC §3.
import { jdFileName } from '@app/shared/jd-text';
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

/** The longest a pasted JD's first line may be to pass for its position's name. */
const TITLE_LINE_MAX = 30;

/**
 * The file name of a pasted JD: the position named, else the text's first line when it is short enough to
 * be a title (职位名称：… prefixes dropped), else the SPEC default; made safe like the board's JDs.
 */
export function pastedJdName(position: string, text: string): string {
  const firstLine =
    text
      .trim()
      .split(/\r?\n/, 1)[0]
      ?.replace(/^(职位|岗位)(名称)?[:：]\s*/, '')
      .trim() ?? '';
  const title = position.trim() || (firstLine.length <= TITLE_LINE_MAX ? firstLine : '');
  return jdFileName({ title });
}
