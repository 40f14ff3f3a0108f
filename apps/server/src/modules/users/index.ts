// The identity core's public face: accounts (the users row), their login sessions (tokens) and the
// personal-center profile. Every other module that needs to know who someone is calls this, never the tables.
export {
  type AuthUser,
  type ChatProfile,
  chatProfilesOf,
  findUserById,
  findUserByLogin,
  findUserByMobile,
  findUserByWechat,
  insertUser,
  isAccountTaken,
  linkWechat,
  setPasswordHash,
  type UniqueField,
  uniqueViolation,
} from './accounts-repo.ts';
export { USER_MESSAGES } from './messages.ts';
export { usersPrivacy } from './privacy.ts';
export { getDefaultResumeId, mobileTakenByOther, setDefaultResumeId, updateUser } from './repo.ts';
export { userRoutes } from './routes.ts';
export { type AvatarResolver, requireUser, toUserCenter } from './service.ts';
export type { User } from './tables.ts';
export {
  issueToken,
  resolveToken,
  revokeToken,
  revokeUserTokens,
  TOKEN_TTL_SECONDS,
  type TokenClient,
} from './tokens.ts';
export { describeDevice } from './user-agent.ts';
