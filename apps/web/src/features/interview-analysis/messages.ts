// User-facing texts of this feature. The analysis of one interview.

export const INTERVIEW_ANALYSIS_MESSAGES = {
  pageTitles: {
    analysis: '面试分析',
  },
} as const;
