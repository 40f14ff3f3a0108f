// The product's name and logo, defined once: the header, the page title and the favicon all read from here.

/** An original mark: a speech bubble holding a rising spark, the coach that talks you up. */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5B7BFF"/><stop offset="1" stop-color="#2E44E0"/></linearGradient></defs><rect x="4" y="4" width="56" height="56" rx="16" fill="url(#g)"/><path d="M18 22a6 6 0 0 1 6-6h16a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6h-9l-8 7v-7h-1a4 4 0 0 1-4-4z" fill="#fff"/><path d="M26 33l4.5-4.5 3 3L39 26" fill="none" stroke="#3B5BFD" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><circle cx="47" cy="17" r="4" fill="#16B88A" stroke="#fff" stroke-width="2"/></svg>`;

export const BRAND = {
  name: 'AI面试官',
  /** What the browser tab reads. */
  title: 'AI面试官 · 求职',
  slogan: '你的 AI 面试教练',
  company: 'AI面试官团队',
  logoSvg: LOGO_SVG,
  logoDataUri: `data:image/svg+xml,${encodeURIComponent(LOGO_SVG)}`,
} as const;
