// The page titles of this feature, apart from its other texts: the router (in the app shell) needs only these.
export const INTERVIEW_PAGE_TITLES = {
  start: 'AI面试',
  selectInterviewer: '请选择您的面试官',
  prepare: '面试准备',
  room: '面试进行中',
  retry: '单题重练',
} as const;
