// Addresses outside this app.

/** SPEC §1: the 'I want to hire' side lives on a separate business site. */
export const BUSINESS_SITE_URL: string =
  import.meta.env.VITE_BUSINESS_SITE_URL || 'https://business.example.com/';
