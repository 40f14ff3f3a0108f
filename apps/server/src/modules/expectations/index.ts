// The job expectations module's public face.
export { expectationsPrivacy } from './privacy.ts';
