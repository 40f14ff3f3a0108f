// User-facing texts of this feature. Jobs: the hot-jobs board (home in hot-jobs mode) and more positions.

export const JOBS_MESSAGES = {
  pageTitles: {
    hotJobs: '热门职位',
    morePositions: '更多职位',
  },
} as const;
