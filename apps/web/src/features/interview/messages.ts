// User-facing texts of this feature. The interview itself: start, interviewer choice, preparation and the interview room.

export const INTERVIEW_MESSAGES = {
  pageTitles: {
    start: 'AI面试',
    selectInterviewer: '请选择您的面试官',
    prepare: '面试准备',
    room: '面试进行中',
  },
} as const;

/** Texts of the way into the interview: the start page, the interviewer choice and the preparation. */
export const INTERVIEW_PREP_MESSAGES = {
  start: {
    eyebrow: 'AI 模拟面试',
    title: '开始一场模拟面试',
    intro: '选好岗位描述和简历，挑一位面试官，检查摄像头和麦克风，就能开始一场与真实面试节奏一致的练习。',
    steps: ['准备岗位与简历', '选择面试官', '设备检查与设置', '开始面试'],
    jdTitle: '岗位描述（JD）',
    jdHint: '面试官会围绕岗位职责和任职要求提问',
    jdEmpty: '还没有选择岗位描述',
    jdUpload: '上传 JD 文件',
    jdPaste: '粘贴 JD 文本',
    jdFromJobs: '从热门职位选择',
    pasteTitle: '粘贴岗位描述',
    pastePlaceholder: '把招聘页面上的岗位职责、任职要求粘贴到这里',
    pasteOk: '使用这段描述',
    pasteEmpty: '请输入岗位描述',
    cvTitle: '简历',
    cvHint: '面试官会追问简历中的项目和经历',
    cvEmpty: '还没有选择简历',
    cvUpload: '上传新简历',
    cvList: '从我的简历中选择',
    cvListEmpty: '简历库还是空的，上传一份吧',
    cvDefault: '默认',
    cvManage: '管理简历',
    phoneUpload: '手机上传即将开放',
    chosen: '已选择',
    uploaded: '上传成功',
    uploadFailed: '上传失败，请重试',
    fileTypes: '支持 PDF、DOCX、DOC、TXT',
    recentTitle: '最近的面试',
    recentEmpty: '暂无面试记录',
    recentEmptyHint: '完成第一场面试后，这里会显示你的成绩和分析',
    recentAll: '查看全部',
    recentLoadFailed: '面试记录加载失败',
    retry: '重试',
    scoreLabel: '得分',
    notScored: '未评分',
    startButton: '开始面试',
    missingJd: '请先选择岗位描述',
    missingCv: '请先选择简历',
    missingBoth: '请先选择岗位描述和简历',
  },
  select: {
    intro: '两位面试官风格不同，选一位适合你当前阶段的面试官。',
    styleLabel: '面试风格',
    suitedLabel: '适合人群',
    confirm: '确认选择',
    back: '返回',
    selected: '已选择',
    /** SPEC §2/§8, verbatim. */
    noneSelected: '请先选择一位面试官',
    inDevelopment: '数字人正在开发中~',
    inDevelopmentTag: '开发中',
    profiles: {
      2: {
        name: '严谨型面试官 · 陈言',
        tagline: '理性 · 严格 · 追问到底',
        style: '逻辑清晰、节奏紧凑，对模糊或没有数据支撑的回答会连续追问，模拟压力面试的真实强度。',
        suited: [
          '即将参加正式面试、想检验抗压能力的求职者',
          '技术岗、咨询岗等重视逻辑与细节的岗位',
          '已有一定面试经验，希望查漏补缺的人',
        ],
      },
      3: {
        name: '温和型面试官 · 林悦',
        tagline: '温和 · 耐心 · 鼓励为主',
        style: '语气亲切，循序渐进地提问，会在你卡壳时给出引导，帮助你把经历讲清楚、讲完整。',
        suited: [
          '第一次参加模拟面试的同学',
          '面试容易紧张、想先建立信心的求职者',
          '转行或换岗、需要梳理经历的人',
        ],
      },
    },
  },
} as const;
