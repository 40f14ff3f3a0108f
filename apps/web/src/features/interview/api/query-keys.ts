// Query keys of the interview feature's reads.
export const interviewKeys = {
  /** The same key as the personal centre's list, so an upload in either refreshes both. */
  resumes: ['resumes', 'list'] as const,
  recent: (pageSize: number) => ['interviews', 'list', { page_no: 1, page_size: pageSize }] as const,
};
