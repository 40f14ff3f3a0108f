// What every endpoint of routes.ts takes and answers, as zod schemas: the server registers each route with
// its schemas (validation, serialization, the OpenAPI document), the web's client takes its types from here.
// A field renamed in a schema fails the type check of whichever side still uses the old name.
import { z } from 'zod';
import { healthResponse, pagedOf, pagingOf } from './api.ts';
import {
  accountLoginInput,
  authConfigResponse,
  devSmsLatestInput,
  devSmsLatestResponse,
  forgotPwdInput,
  forgotPwdResponse,
  getScanCodeInput,
  getScanCodeResponse,
  legacyLoginInput,
  loginResponse,
  mobileLoginInput,
  qrLoginConfirmInput,
  qrLoginCreateInput,
  qrLoginCreateResponse,
  qrLoginEvent,
  qrLoginExchangeInput,
  qrLoginIdInput,
  qrLoginScanResponse,
  qrLoginWatchInput,
  registerInput,
  resetPasswordInput,
  sendCodeInput,
  sendCodeResponse,
  wechatCallbackInput,
  wechatExchangeInput,
} from './auth.ts';
import {
  applicationQuery,
  applicationResponse,
  chatMessage,
  chatOutbound,
  chatSessionsResponse,
  chatSocketParams,
  chatSocketQuery,
  checkSessionQuery,
  commonPhrase,
  commonPhraseInput,
  commonPhrasesResponse,
  getOrCreateSessionInput,
  jobRecruiterQuery,
  jobRecruiterResponse,
  markAsReadInput,
  markAsReadQuery,
  messagesQuery,
  messagesResponse,
  onlineStatusQuery,
  onlineStatusResponse,
  onlineUsersResponse,
  operateSessionInput,
  phraseIdParams,
  readPosition,
  reportSessionInput,
  respondCardInput,
  sendMessageInput,
  sessionIdResponse,
  unreadCountResponse,
} from './chat.ts';
import { consultInput, consultResponse } from './coaching.ts';
import { PAGE_SIZE } from './constants.ts';
import {
  addExpectationInput,
  editExpectationInput,
  expectationIdQuery,
  expectationResponse,
} from './expectations.ts';
import { feedbackInput } from './feedback.ts';
import { idParam, text } from './fields.ts';
import {
  addInterviewInput,
  answerInput,
  answerResponse,
  batchDeleteInput,
  batchDeleteResponse,
  deleteInterviewQuery,
  generateJsonInput,
  generateJsonResponse,
  generatePromptInput,
  generatePromptResponse,
  interviewIdInput,
  interviewIdQuery,
  interviewIdResponse,
  interviewListItem,
  interviewListQuery,
  interviewResult,
  interviewTrendResponse,
  lastDeletedInterview,
  renameInterviewInput,
  restoreInterviewParams,
  retryQuestionInput,
  retryQuestionResponse,
  saveScreenshotInput,
  signalsInput,
  startInterviewResponse,
} from './interviews.ts';
import {
  favouriteInput,
  generateJdInput,
  hotJobsInput,
  jobInfoQuery,
  jobLocationResponse,
  jobReportInput,
  jobResponse,
} from './jobs.ts';
import {
  moreListQuery,
  recommendIdResponse,
  recommendInterviewInput,
  recommendResultQuery,
  recommendResultResponse,
  recommendVideoResponse,
  talentPoolQuery,
  talentPoolResponse,
  talentPoolStatusResponse,
} from './recommend.ts';
import { type Route, routes } from './routes.ts';
import { siteInfoResponse } from './site.ts';
import { speechInput, transcribeQuery, transcriptResponse } from './speech.ts';
import {
  avatarParams,
  fileUploadComplete,
  generateQrcodeInput,
  phoneCodeInput,
  phoneSessionResponse,
  phoneUploadFields,
  qrcodeResponse,
  recordingChunkFields,
  recordingChunkResponse,
  recordingStatusInput,
  recordingStatusResponse,
  recordingUrlResponse,
  renameResumeInput,
  resumeDetail,
  resumeIdInput,
  resumeListResponse,
  setDefaultResumeInput,
  uploadFields,
  uploadResponse,
  uploadSocketParams,
} from './uploads.ts';
import {
  bindMobileInput,
  changePasswordInput,
  deleteAccountInput,
  deviceIdInput,
  deviceListResponse,
  setInfoInput,
  updateSettingsInput,
  updateUserInput,
  userCenterResponse,
  userInfoQuery,
  userInfoResponse,
  userSettings,
  wechatCodeInput,
} from './user.ts';

/** The answer of a route that is not the JSON envelope: a file, audio, an image or a redirect. */
export const NOT_JSON = 'not-json';

/** What one route takes and answers. */
export interface EndpointSchemas {
  /** The query string (text coerced by the schema). */
  readonly query?: z.ZodType;
  /** The path's parameters (`:id`). */
  readonly params?: z.ZodType;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /** A multipart/form-data body: its text fields. */
  readonly form?: z.ZodType;
  /** The multipart form also carries one file, in the part named `file` (after the text fields). */
  readonly file?: true;
  /** The body is the bytes of a recording (audio/*), not JSON. */
  readonly audio?: true;
  /** `data` of the `{ code, msg, data }` answer, or NOT_JSON; a socket's messages to the client. */
  readonly response: z.ZodType | typeof NOT_JSON;
}

type SchemasOf<R extends Record<string, Record<string, Route>>> = {
  readonly [D in keyof R]: { readonly [N in keyof R[D]]: EndpointSchemas };
};

/** Refuses, at compile time, schemas for a route that routes.ts does not have. */
type NoStrays<S, R> = {
  [D in keyof S]: D extends keyof R ? { [N in keyof S[D]]: N extends keyof R[D] ? S[D][N] : never } : never;
};

type Joined<R, S> = {
  readonly [D in keyof R]: {
    readonly [N in keyof R[D]]: R[D][N] &
      (D extends keyof S ? (N extends keyof S[D] ? S[D][N] : never) : never);
  };
};

/** Each route of `table` with its schemas; every route must have them, and nothing else may. */
function defineContract<R extends Record<string, Record<string, Route>>, S extends SchemasOf<R>>(
  table: R,
  schemas: S & NoStrays<S, R>,
): Joined<R, S> {
  const joined: Record<string, Record<string, Route & EndpointSchemas>> = {};
  for (const [domain, named] of Object.entries(table)) {
    const entries = Object.entries(named).map(([name, route]) => [
      name,
      { ...route, ...(schemas as Record<string, Record<string, EndpointSchemas>>)[domain]?.[name] },
    ]);
    joined[domain] = Object.fromEntries(entries);
  }
  return joined as Joined<R, S>;
}

const nothing = z.null();
const fileKey = z.object({ '*': text().min(1) });
const signedUrlQuery = z.object({ e: z.coerce.number().int(), s: text().min(1) });

export const contract = defineContract(routes, {
  auth: {
    sendCode: { body: sendCodeInput, response: sendCodeResponse },
    devSmsLatest: { query: devSmsLatestInput, response: devSmsLatestResponse },
    config: { response: authConfigResponse },
    mobileLogin: { body: mobileLoginInput, response: loginResponse },
    accountLogin: { body: accountLoginInput, response: loginResponse },
    legacyLogin: { body: legacyLoginInput, response: loginResponse },
    register: { body: registerInput, response: loginResponse },
    logout: { response: nothing },
    forgotPassword: { body: forgotPwdInput, response: forgotPwdResponse },
    resetPassword: { body: resetPasswordInput, response: nothing },
    changePassword: { body: changePasswordInput, response: nothing },
    bindMobile: { body: bindMobileInput, response: userCenterResponse },
    qrCreate: { body: qrLoginCreateInput.nullish(), response: qrLoginCreateResponse },
    qrSocket: { query: qrLoginWatchInput, response: qrLoginEvent },
    qrStatus: { query: qrLoginWatchInput, response: qrLoginEvent },
    qrScan: { body: qrLoginIdInput, response: qrLoginScanResponse },
    qrConfirm: { body: qrLoginConfirmInput, response: qrLoginEvent },
    qrExchange: { body: qrLoginExchangeInput, response: loginResponse },
    wechatScanCode: { query: getScanCodeInput, response: getScanCodeResponse },
    wechatCallback: { query: wechatCallbackInput, response: NOT_JSON },
    wechatExchange: { body: wechatExchangeInput, response: loginResponse },
  },
  users: {
    info: { query: userInfoQuery, response: userInfoResponse },
    center: { response: userCenterResponse },
    updateUser: { body: updateUserInput, response: userCenterResponse },
    setInfo: { body: setInfoInput, response: userCenterResponse },
    bindMnp: { body: wechatCodeInput.optional(), response: nothing },
    bindOa: { body: wechatCodeInput.optional(), response: nothing },
    getMobileByMnp: { body: wechatCodeInput.optional(), response: nothing },
    settings: { response: userSettings },
    updateSettings: { body: updateSettingsInput, response: userSettings },
    devices: { response: deviceListResponse },
    logoutDevice: { body: deviceIdInput, response: nothing },
  },
  privacy: {
    // Nothing to give: a stray parameter is refused by name rather than silently ignored.
    exportData: { query: z.strictObject({}), response: NOT_JSON },
    deleteAccount: { body: deleteAccountInput, response: nothing },
  },
  jobs: {
    searchHotJobs: { body: hotJobsInput, response: pagedOf(jobResponse) },
    jobInfo: { query: jobInfoQuery, response: jobResponse },
    jobLocation: { query: jobInfoQuery, response: jobLocationResponse },
    favourite: { body: favouriteInput, response: nothing },
    unfavourite: { body: favouriteInput, response: nothing },
    favourites: { query: pagingOf(PAGE_SIZE.favourites), response: pagedOf(jobResponse) },
    report: { body: jobReportInput, response: nothing },
    generateJd: { form: generateJdInput, response: uploadResponse },
  },
  companies: {
    logo: { params: z.object({ id: idParam }), response: NOT_JSON },
  },
  expectations: {
    list: { response: pagedOf(expectationResponse) },
    listOfUser: { response: pagedOf(expectationResponse) },
    detail: { query: expectationIdQuery, response: expectationResponse },
    add: { body: addExpectationInput, response: expectationResponse },
    edit: { body: editExpectationInput, response: expectationResponse },
    delete: { query: expectationIdQuery, response: nothing },
  },
  feedback: {
    submit: { body: feedbackInput, response: nothing },
  },
  consult: {
    submit: { body: consultInput, response: consultResponse },
  },
  files: {
    file: { params: fileKey, query: signedUrlQuery, response: NOT_JSON },
  },
  health: {
    check: { response: healthResponse },
  },
  interviews: {
    add: { body: addInterviewInput, response: interviewIdResponse },
    generatePrompt: { body: generatePromptInput, response: generatePromptResponse },
    start: { body: interviewIdInput, response: startInterviewResponse },
    answer: { body: answerInput, response: answerResponse },
    signals: { body: signalsInput, response: nothing },
    finish: { body: interviewIdInput, response: interviewResult },
    result: { query: interviewIdQuery, response: interviewResult },
    saveScreenshot: { body: saveScreenshotInput, response: nothing },
    retryQuestion: { body: retryQuestionInput, response: retryQuestionResponse },
    generateJson: { body: generateJsonInput, response: generateJsonResponse },
    list: { query: interviewListQuery, response: pagedOf(interviewListItem) },
    rename: { body: renameInterviewInput, response: nothing },
    delete: { query: deleteInterviewQuery, response: nothing },
    batchDelete: { body: batchDeleteInput, response: batchDeleteResponse },
    lastDeleted: { response: lastDeletedInterview },
    restore: { params: restoreInterviewParams, response: nothing },
    trend: { response: interviewTrendResponse },
  },
  recommend: {
    videos: { body: recommendInterviewInput, response: recommendVideoResponse },
    moreJobs: { query: moreListQuery, response: pagedOf(jobResponse) },
    recommendId: { body: recommendInterviewInput, response: recommendIdResponse },
    result: { query: recommendResultQuery, response: recommendResultResponse },
    addToTalentPool: { body: recommendInterviewInput, response: talentPoolResponse },
    talentPoolStatus: { query: talentPoolQuery, response: talentPoolStatusResponse },
    withdrawFromTalentPool: { body: recommendInterviewInput, response: talentPoolStatusResponse },
  },
  site: {
    info: { response: siteInfoResponse },
  },
  speech: {
    tts: { body: speechInput, response: NOT_JSON },
    asr: { query: transcribeQuery, audio: true, response: transcriptResponse },
  },
  uploads: {
    upload: { form: uploadFields, file: true, response: uploadResponse },
    uploadObs: { form: uploadFields.partial({ dir: true }), file: true, response: uploadResponse },
    phoneUpload: { form: phoneUploadFields, file: true, response: uploadResponse },
    avatar: { params: avatarParams, response: NOT_JSON },
    phoneQrcode: { query: generateQrcodeInput, response: qrcodeResponse },
    phoneSession: { query: phoneCodeInput, response: phoneSessionResponse },
    uploadSocket: { params: uploadSocketParams, response: fileUploadComplete },
    recordingChunk: { form: recordingChunkFields, file: true, response: recordingChunkResponse },
    recordingStatus: { query: recordingStatusInput, response: recordingStatusResponse },
    recording: { query: recordingStatusInput, response: recordingUrlResponse },
  },
  resumes: {
    list: { response: resumeListResponse },
    detail: { query: resumeIdInput, response: resumeDetail },
    rename: { body: renameResumeInput, response: nothing },
    delete: { query: resumeIdInput, response: nothing },
    setDefault: { body: setDefaultResumeInput, response: nothing },
  },
  chat: {
    checkSession: { query: checkSessionQuery, response: sessionIdResponse.nullable() },
    getOrCreateSession: { body: getOrCreateSessionInput, response: sessionIdResponse },
    sessions: { response: chatSessionsResponse },
    messages: { query: messagesQuery, response: messagesResponse },
    sendMessage: { body: sendMessageInput, response: chatMessage },
    markAsRead: { query: markAsReadQuery, body: markAsReadInput, response: readPosition },
    unreadCount: { response: unreadCountResponse },
    operateSession: { body: operateSessionInput, response: nothing },
    reportSession: { body: reportSessionInput, response: nothing },
    respondCard: { body: respondCardInput, response: chatMessage },
    onlineBusinessUsers: { response: onlineUsersResponse },
    checkOnlineStatus: { query: onlineStatusQuery, response: onlineStatusResponse },
    application: { query: applicationQuery, response: applicationResponse },
    jobRecruiter: { query: jobRecruiterQuery, response: jobRecruiterResponse },
    socket: { params: chatSocketParams, query: chatSocketQuery, response: chatOutbound },
  },
  commonPhrases: {
    all: { response: commonPhrasesResponse },
    create: { body: commonPhraseInput, response: commonPhrase },
    update: { params: phraseIdParams, body: commonPhraseInput, response: commonPhrase },
    delete: { params: phraseIdParams, response: nothing },
  },
});

export type Contract = typeof contract;

/** Every endpoint of the contract, as one union. */
export type AnyEndpoint = { [D in keyof Contract]: Contract[D][keyof Contract[D]] }[keyof Contract];

/** Every endpoint by `METHOD path`. */
type EndpointsByAddress = { [E in AnyEndpoint as `${E['method']} ${E['path']}`]: E };

/** The endpoint at `route`'s method and path. */
export type EndpointAt<R extends Route> = `${R['method']} ${R['path']}` extends infer K extends
  keyof EndpointsByAddress
  ? EndpointsByAddress[K]
  : never;

/**
 * True when a client may leave T out: T itself optional, or, for a query or path (which arrive as `{}`
 * when empty), every field of it optional. A JSON body is sent unless its schema takes none.
 */
type Optional<T, K extends string> = undefined extends T
  ? true
  : K extends 'body'
    ? false
    : Record<string, never> extends T
      ? true
      : false;

type Part<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? Optional<z.input<S>, K> extends true
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** The multipart form a client sends: the text fields, then the file when the route takes one. */
type FormPart<E> = E extends { readonly form: infer S extends z.ZodType }
  ? { form: z.input<S> & (E extends { readonly file: true } ? { file: Blob } : unknown) }
  : { form?: never };

type AudioPart<E> = E extends { readonly audio: true } ? { body: Blob } : unknown;

/** What a client sends to endpoint E: `query`, `params`, and a JSON `body`, a `form` or the audio `body`. */
export type InputOf<E> = E extends unknown
  ? Part<E, 'query'> &
      Part<E, 'params'> &
      (E extends { readonly audio: true } ? AudioPart<E> : Part<E, 'body'>) &
      FormPart<E>
  : never;

/** `data` of E's successful answer, as the server's response schema writes it. */
export type DataOf<E> = E extends { readonly response: infer S extends z.ZodType } ? z.output<S> : never;
