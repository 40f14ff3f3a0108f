// Query keys of the interview history.
export const historyKeys = {
  all: ['interviews', 'history'] as const,
  page: (pageNo: number, name: string) => ['interviews', 'history', pageNo, name] as const,
};
