// The uploads module's public face: uploads, the user's resumes (files of dir 'resume'), avatars, recordings.
export { resolveOwnAvatar } from './avatar.ts';
export { type ParseLimits, type ParseReply, parseDocument } from './document-parser.ts';
export {
  isStoredFileUrl,
  type OwnDocument,
  ownDocumentOf,
  ownScreenshotOf,
  privateFileOwner,
} from './documents.ts';
export { uploadsPrivacy } from './privacy.ts';
export { recordingInterviewOfKey } from './recording-repo.ts';
export { RECORDING_RATE_RULE, type RecordingRouteOptions } from './recording-routes.ts';
export {
  finishRecording,
  type RecordedInterview,
  type RecordingAssemblyDeps,
  type RecordingView,
  recordingLimitBytes,
  recordingOf,
} from './recording-service.ts';
export { resumeRoutes } from './resume-routes.ts';
export { uploadRoutes } from './routes.ts';
export { storeTextDocument } from './text-document.ts';
export { readDocumentText } from './text-extract.ts';
