// The jobs module's public face: the board, favourites and job info (routes come with the jobs domain).
export { jobsPrivacy } from './privacy.ts';
