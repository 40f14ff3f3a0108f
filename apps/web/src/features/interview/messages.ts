// User-facing texts of this feature. The interview itself: start, interviewer choice, preparation and the interview room.

export const INTERVIEW_MESSAGES = {
  pageTitles: {
    start: 'AI面试',
    selectInterviewer: '请选择您的面试官',
    prepare: '面试准备',
    room: '面试进行中',
  },
} as const;
