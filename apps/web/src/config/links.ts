// Addresses outside this app.

/** SPEC §1: the 'I want to hire' side lives on a separate business site. */
export const BUSINESS_SITE_URL: string =
  import.meta.env.VITE_BUSINESS_SITE_URL || 'https://business.example.com/';

/** Where an ICP filing number links to: the MIIT filing system, as the rules for filed sites ask. */
export const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/';
