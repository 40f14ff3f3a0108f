// User-facing texts of this feature. The history of past interviews (/interview_mianshilishi).

export const INTERVIEW_HISTORY_MESSAGES = {
  pageTitles: {
    history: '面试记录',
  },
} as const;
