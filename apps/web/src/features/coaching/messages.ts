// User-facing texts of this feature. One-to-one job-search coaching (/qzpp).

export const COACHING_MESSAGES = {
  pageTitles: {
    coaching: '求职辅导',
  },
} as const;
