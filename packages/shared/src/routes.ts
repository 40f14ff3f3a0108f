// Where every endpoint lives: its method and path, by domain, named for what it does (DESIGN.md, one
// contract). contract.ts gives each the schemas of what it takes and answers; the server registers the two
// together and the web calls a route through its one typed client. No zod here, on purpose: the web loads
// this at run time, and the home page's script budget has no room for zod (apps/web/API.md).

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One endpoint's address. Path parameters are written as Fastify reads them: `:id`, or `*` for the rest. */
export interface Route {
  readonly method: Method;
  readonly path: string;
  /** A WebSocket: opened with GET and upgraded, never called as JSON. */
  readonly socket?: true;
  /** A GET that creates something (a one-time code): rate-limited as every other write. */
  readonly writes?: true;
}

const get = <P extends string>(path: P) => ({ method: 'GET', path }) as const;
const post = <P extends string>(path: P) => ({ method: 'POST', path }) as const;
const put = <P extends string>(path: P) => ({ method: 'PUT', path }) as const;
const del = <P extends string>(path: P) => ({ method: 'DELETE', path }) as const;
/** A GET that creates something each call (a QR code): limited like a write. */
const getWrites = <P extends string>(path: P) => ({ method: 'GET', path, writes: true }) as const;
const socket = <P extends string>(path: P) => ({ method: 'GET', path, socket: true }) as const;

export const routes = {
  auth: {
    sendCode: post('/api/sms/sendCode'),
    devSmsLatest: get('/api/dev/sms/latest'),
    config: get('/api/auth/config'),
    mobileLogin: post('/api/login/mobileLogin'),
    accountLogin: post('/api/login/account'),
    legacyLogin: post('/vue-admin-template/user/login'),
    register: post('/api/login/register'),
    logout: post('/api/login/logout'),
    forgotPassword: post('/api/user/forgotPwd'),
    resetPassword: post('/api/user/resetPassword'),
    changePassword: post('/api/user/changePassword'),
    bindMobile: post('/api/user/bindMobile'),
    qrCreate: post('/api/login/qrcode/create'),
    qrSocket: socket('/api/login/qrcode/socket'),
    qrStatus: get('/api/login/qrcode/status'),
    qrScan: post('/api/login/qrcode/scan'),
    qrConfirm: post('/api/login/qrcode/confirm'),
    qrExchange: post('/api/login/qrcode/exchange'),
    wechatScanCode: getWrites('/api/login/getScanCode'),
    wechatCallback: get('/api/login/wechat/callback'),
    wechatExchange: post('/api/login/wechat/exchange'),
  },
  users: {
    info: get('/api/user/info'),
    center: get('/api/user/center'),
    updateUser: post('/api/user/updateUser'),
    setInfo: post('/api/user/setInfo'),
    bindMnp: post('/api/user/bindMnp'),
    bindOa: post('/api/user/bindOa'),
    getMobileByMnp: post('/api/user/getMobileByMnp'),
    settings: get('/api/user/settings'),
    updateSettings: post('/api/user/settings'),
    devices: get('/api/user/devices'),
    logoutDevice: post('/api/user/devices/logout'),
  },
  privacy: {
    exportData: get('/api/user/export'),
    deleteAccount: post('/api/user/deleteAccount'),
  },
  jobs: {
    searchHotJobs: post('/api/search/hotJobs'),
    jobInfo: get('/api/position/getJobInfo'),
    jobLocation: get('/api/position/location'),
    favourite: post('/api/job/favorite/add'),
    unfavourite: post('/api/job/favorite/cancel'),
    favourites: get('/api/job/favorite/list'),
    report: post('/api/position/report'),
    generateJd: post('/api/jd/generateJDByPosition'),
  },
  companies: {
    logo: get('/api/company/logo/:id.svg'),
  },
  expectations: {
    list: get('/api/userExpect/list'),
    listOfUser: get('/api/userExpect/user'),
    detail: get('/api/userExpect/detail'),
    add: post('/api/userExpect/add'),
    edit: post('/api/userExpect/edit'),
    delete: del('/api/userExpect/delete'),
  },
  feedback: {
    submit: post('/api/feedback/submit'),
  },
  /** Job coaching and the page for companies (issue 29). */
  consult: {
    submit: post('/api/consult'),
  },
  files: {
    file: get('/api/files/*'),
  },
  health: {
    check: get('/api/health'),
  },
  interviews: {
    add: post('/api/interview/add'),
    generatePrompt: post('/api/interview/generatePrompt'),
    start: post('/api/interview/start'),
    answer: post('/api/interview/answer'),
    signals: post('/api/interview/signals'),
    finish: post('/api/interview/finishInterview'),
    result: get('/api/interview/getInterviewResult'),
    saveScreenshot: post('/api/interview/screenshot/save'),
    retryQuestion: post('/api/interview/retryQuestion'),
    generateJson: post('/api/recommend/getGenerateJson'),
    list: get('/api/interview/list'),
    rename: put('/api/interview/update'),
    delete: del('/api/interview/delete'),
    batchDelete: del('/api/interview/batchDelete'),
    lastDeleted: get('/api/interview/getLastDeleteInterview'),
    restore: post('/api/interview/restoreInterview/:id'),
    trend: get('/api/interview/trend'),
  },
  recommend: {
    videos: post('/api/recommend/getRecommendVideo'),
    moreJobs: get('/api/recommend/moreList'),
    recommendId: post('/api/recommend/getRecommendId'),
    result: get('/api/recommend/getRecommendResult'),
    addToTalentPool: post('/api/recommend/add'),
    talentPoolStatus: get('/api/recommend/talentPool'),
    withdrawFromTalentPool: post('/api/recommend/talentPool/withdraw'),
  },
  site: {
    info: get('/api/site/info'),
  },
  speech: {
    tts: post('/api/speech/tts'),
    asr: post('/api/speech/asr'),
  },
  uploads: {
    upload: post('/api/upload/image'),
    uploadObs: post('/api/upload/imageObs'),
    phoneUpload: post('/api/upload/ws/uploadToObs'),
    avatar: get('/api/upload/avatar/:userId/:name'),
    phoneQrcode: getWrites('/api/upload/generate_qrcode'),
    phoneSession: get('/api/upload/ws/session'),
    uploadSocket: socket('/wxUpload/:id'),
    recordingChunk: post('/api/upload/recording'),
    recordingStatus: get('/api/upload/recording/status'),
    recording: get('/api/upload/recording'),
  },
  resumes: {
    list: get('/api/resume/list'),
    detail: get('/api/resume/detail'),
    rename: post('/api/resume/rename'),
    delete: del('/api/resume/delete'),
    setDefault: post('/api/resume/setDefault'),
  },
  // Chat and applying (issue 28): SPEC §7 Chat and common phrases, the chat socket, typed cards.
  chat: {
    checkSession: get('/api/chat/checkSessionExists'),
    getOrCreateSession: post('/api/chat/getOrCreateSession'),
    sessions: get('/api/chat/sessions'),
    messages: get('/api/chat/messages'),
    sendMessage: post('/api/chat/sendMessage'),
    markAsRead: post('/api/chat/markAsRead'),
    unreadCount: get('/api/chat/unreadCount'),
    operateSession: post('/api/chat/session/operate'),
    reportSession: post('/api/chat/session/report'),
    respondCard: post('/api/chat/message/respond'),
    onlineBusinessUsers: get('/api/chat/onlineBusinessUsers'),
    checkOnlineStatus: get('/api/chat/checkOnlineStatus'),
    application: get('/api/chat/application'),
    jobRecruiter: get('/api/chat/jobRecruiter'),
    socket: socket('/ws/:userType/:userId'),
  },
  commonPhrases: {
    all: get('/api/common-phrase/all'),
    create: post('/api/common-phrase/create'),
    update: post('/api/common-phrase/update/:id'),
    delete: post('/api/common-phrase/delete/:id'),
  },
} as const satisfies Record<string, Record<string, Route>>;

export type Routes = typeof routes;
