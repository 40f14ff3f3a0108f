// The job as the web shows it (SPEC §3): the contract's job, of which only id and title are sure to be there
// (a shared link's job, a recommendation, a test's job). Types only: the zod schemas stay out of the bundle.
import type { JobResponse } from '@app/shared/jobs';

export type Job = Pick<JobResponse, 'id' | 'title'> & Partial<JobResponse>;
