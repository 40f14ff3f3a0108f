// User-facing texts of the app shell: the site header, its menus and dialogs (SPEC §2).

export const APP_MESSAGES = {
  nav: {
    home: '首页',
    interview: 'AI面试',
    hotJobs: '热门职位',
    coaching: '求职辅导',
  },
  greeting: (name: string) => `Hi, ${name}!`,
  guestGreeting: 'Hi, 请登录',
  /** For a logged-in user with none of nickname, real_name, account, mobile. */
  anonymousName: '同学',
  login: '登录',
  freeTrial: '免费试用',
  seekJob: '我要找工作',
  hire: '我要招聘',
  sideSwitchLabel: '选择身份',
  backToInterview: '返回面试',
  openMenu: '打开导航菜单',
  userMenuLabel: '用户菜单',
  unread: (count: number) => `${count} 条未读消息`,
  menu: {
    home: '回到首页',
    personal: '个人中心',
    messages: '消息提醒',
    records: '面试记录',
    resume: '简历管理',
    coaching: '求职辅导',
    feedback: '用户反馈',
    logout: '退出登录',
  },
  sidebar: {
    label: '快捷操作',
    home: '回到主页',
    editProfile: '编辑资料',
    history: '面试历史',
    feedback: '用户反馈',
    logout: '退出登录',
  },
  logoutSuccess: '已成功退出登录',
  logoutFailed: '退出登录失败，请重试',
} as const;
