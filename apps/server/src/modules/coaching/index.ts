// The coaching (consult) module's public face.
export { coachingPrivacy } from './privacy.ts';
