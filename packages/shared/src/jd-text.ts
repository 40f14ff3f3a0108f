// SPEC §4 'interview this job': the job as a plain-text JD, the file the interview is prepared from. Both sides
// build it: the web uploads it from the board, /api/jd/generateJDByPosition makes the same file on the server.
// Zod-free, so the web's jobs chunk imports it as it is.
import {
  DEFAULT_RECRUITMENT_TYPE_LABEL,
  EDUCATION_FALLBACK_LABEL,
  EDUCATION_LABELS,
  EXPERIENCE_LABELS,
  RECRUITMENT_TYPE_LABELS,
  type RecruitmentType,
} from './constants.ts';
import { JD_LABELS as L } from './job-messages.ts';
import type { JobResponse } from './jobs.ts';
import { formatSalary } from './salary.ts';

/** The job as the JD reads it; only id and title are sure to be there. */
export type JdJob = Pick<JobResponse, 'id' | 'title'> & Partial<JobResponse>;

export function recruitmentTypeLabel(type: number | null | undefined): string {
  return RECRUITMENT_TYPE_LABELS[type as RecruitmentType] ?? DEFAULT_RECRUITMENT_TYPE_LABEL;
}

export function educationLabel(education: number | null | undefined): string {
  return (education != null && EDUCATION_LABELS[education]) || EDUCATION_FALLBACK_LABEL;
}

export function experienceLabel(experience: number | null | undefined): string {
  return (experience != null && EXPERIENCE_LABELS[experience]) || EXPERIENCE_LABELS[0] || '';
}

/** Comma-separated keywords (either comma width) as a list, blanks dropped. */
export function jobKeywords(job: Pick<JdJob, 'job_keywords'>): string[] {
  return (job.job_keywords ?? '')
    .split(/[,，]/)
    .map((k) => k.trim())
    .filter(Boolean);
}

/** Multi-line text as its non-blank lines. */
export function textLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

export function buildJdText(job: JdJob): string {
  const rows: Array<[string, string | null | undefined]> = [
    [L.title, job.title],
    [L.company, job.company_name],
    [L.city, job.city],
    [L.salary, formatSalary(job)],
    [L.type, recruitmentTypeLabel(job.recruitment_type)],
    [L.education, educationLabel(job.education)],
    [L.experience, experienceLabel(job.experience)],
    [L.keywords, jobKeywords(job).join('、')],
    [L.address, job.job_address],
  ];
  const head = rows.filter(([, v]) => v).map(([k, v]) => `${k}：${v}`);
  const section = (title: string, text: string | null | undefined) =>
    textLines(text).length ? ['', `${title}：`, ...textLines(text)] : [];
  return [
    ...head,
    ...section(L.description, job.description),
    ...section(L.requirement, job.requirement),
  ].join('\n');
}

/** A file name for the JD: the title made safe, else the SPEC default. */
export function jdFileName(job: Pick<JdJob, 'title'>): string {
  const safe = job.title.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60);
  return safe ? `${safe}.txt` : 'job_description.txt';
}
