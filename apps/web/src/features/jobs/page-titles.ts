// The page titles of this feature, apart from its other texts: the router (in the app shell) needs only these.
export const JOBS_PAGE_TITLES = {
  hotJobs: '热门职位',
  morePositions: '更多职位',
} as const;
