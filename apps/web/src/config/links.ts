// Addresses outside this app.

/**
 * SPEC §1: the 'I want to hire' side lives on a separate business site, when the deployment names one;
 * empty when it does not (我要招聘 then opens this app's page for companies).
 */
export const BUSINESS_SITE_URL: string = import.meta.env.VITE_BUSINESS_SITE_URL ?? '';

/** Where an ICP filing number links to: the MIIT filing system, as the rules for filed sites ask. */
export const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/';
