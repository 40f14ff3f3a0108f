// Texts of the interview history (SPEC §2, §8), without zod: the server answers with them and the web's
// history chunk shows them, so each sentence is written once.

/** Longest interview name (issue 12: a rename is capped with a message). */
export const INTERVIEW_NAME_MAX = 50;
/** Most ids one batch delete takes. */
export const BATCH_DELETE_MAX = 100;

/** Soft-deleted interviews can be restored for this many days, then the purge removes them for good. */
export const DELETED_INTERVIEW_KEEP_DAYS = 30;

export const HISTORY_MESSAGES = {
  renamed: '修改成功',
  renameFailed: '修改失败，请重试',
  deleted: '删除成功',
  deleteFailed: '删除失败，请重试',
  batchDeleted: (n: number) => `成功删除 ${n} 项记录`,
  batchDeleteFailed: '批量删除失败，请重试',
  restored: '已撤销删除',
  restoreFailed: '撤销失败，请重试',
  notFound: '面试记录不存在',
  /** SPEC §8: the history screen without a token. */
  authExpired: '身份验证已过期，请重新登录',
  notLoggedIn: '您尚未登录或登录已过期，请重新登录',
} as const;
