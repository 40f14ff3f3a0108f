// Monogram logos for companies without an uploaded one: brand initials on a rounded, coloured square.

/** URL of a company's generated logo, served by routes.ts. */
export function companyLogoUrl(companyId: number): string {
  return `/api/company/logo/${companyId}.svg`;
}

/** Calm, saturated colours that keep white text readable (contrast ≥ 4.5:1). */
const PALETTE = [
  '#1f6feb',
  '#0f766e',
  '#7c3aed',
  '#c2410c',
  '#be123c',
  '#15803d',
  '#0369a1',
  '#a16207',
  '#4338ca',
  '#b91c1c',
  '#0e7490',
  '#6d28d9',
];

/** Words that say what a company is rather than which one, skipped when taking initials. */
const GENERIC_PREFIXES = ['中国', '北京', '上海', '深圳', '广州', '杭州'];

/**
 * The one or two characters drawn on the logo: the first two Han characters of the brand name (星河云智 →
 * 星河), or up to two initials of a Latin name (Blue Bay → BB).
 */
export function monogram(shortName: string): string {
  let name = shortName.trim();
  for (const prefix of GENERIC_PREFIXES) {
    if (name.startsWith(prefix) && name.length > prefix.length + 1) name = name.slice(prefix.length);
  }
  const han = name.match(/\p{Script=Han}/gu);
  if (han && han.length > 0) return han.slice(0, 2).join('');
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  const word = words[0] ?? '?';
  return (word[0]!.toUpperCase() + (word[1] ?? '')).slice(0, 2);
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A 96×96 SVG logo; the colour is fixed per company id so a logo never changes between visits. */
export function renderLogoSvg(companyId: number, shortName: string): string {
  const letters = monogram(shortName);
  const colour = PALETTE[companyId % PALETTE.length]!;
  const isLatin = !/\p{Script=Han}/u.test(letters);
  const size = letters.length === 1 ? 48 : isLatin ? 40 : 34;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(shortName)}">`,
    `<rect width="96" height="96" rx="20" fill="${colour}"/>`,
    '<defs><linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>',
    '<rect width="96" height="96" rx="20" fill="url(#shine)"/>',
    `<text x="48" y="49" text-anchor="middle" dominant-baseline="central" fill="#fff" font-size="${size}" font-weight="600" letter-spacing="1" font-family="'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif">${escapeXml(letters)}</text>`,
    '</svg>',
  ].join('');
}
