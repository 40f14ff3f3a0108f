// Texts of the apply flow (SPEC §2 submit-material dialog, §4 apply flow, §8 apply errors), shared by the
// hot-jobs board and the analysis page.

export const APPLY_MESSAGES = {
  dialog: {
    title: '请选择面试记录',
    archived: (date: string) => `${date} 面试存档`,
    emptyTitle: '暂无面试记录',
    emptyHint: '去创建一场面试后再来投递吧',
    startInterview: '立即面试',
    cancel: '取消',
    submit: '立即投递',
    submitting: '提交中...',
    loadFailed: '加载材料失败，请重试',
  },
  confirm: {
    title: '提示',
    /** The server's message followed by a question mark (SPEC §4 step 3). */
    content: (msg: string) => `${msg}?`,
    ok: '继续投递',
    cancel: '取消',
  },
  success: {
    title: '投递成功',
    content: '您的面试结果已发送给招聘者，可以在消息中心继续沟通。',
    toChat: '去沟通',
    close: '我知道了',
  },
  submitFailed: '提交失败，请重试',
  checkFailed: '操作失败，请稍后重试',
} as const;
