// Environment variables the web app reads at build time.
interface ImportMetaEnv {
  /** The recruiters' business site behind 我要招聘. */
  readonly VITE_BUSINESS_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
