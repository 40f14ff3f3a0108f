// The auth module's public face: the ways in (passwords, SMS codes, QR, WeChat), the credential pages, and
// the proofs of ownership other modules ask for before something drastic (closing the account).
export { hashPassword } from './password.ts';
export { authRoutes } from './routes.ts';
export { verifyOwnMobileCode, verifyOwnPassword } from './security.ts';
