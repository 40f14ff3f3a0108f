// The page titles of this feature, apart from its other texts: the router (in the app shell) needs only these.
export const INTERVIEW_ANALYSIS_PAGE_TITLES = {
  analysis: '面试分析',
} as const;
