// User-facing texts of this feature. Messages with companies (/chating).

export const CHAT_MESSAGES = {
  pageTitles: {
    chat: '消息提醒',
  },
} as const;
