// Replacement backgrounds drawn for the product (SVG, no image from the internet): a study, an office, a plain wall.

const svg = (body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480">${body}</svg>`,
  )}`;

export const BACKGROUNDS = {
  office: svg(
    '<rect width="640" height="480" fill="#E9EEF6"/><rect x="40" y="40" width="240" height="200" rx="6" fill="#CFE0F7"/>' +
      '<path d="M160 40v200M40 140h240" stroke="#F7FAFF" stroke-width="8"/><rect x="360" y="60" width="220" height="14" rx="7" fill="#D5DCE8"/>' +
      '<rect x="380" y="90" width="40" height="90" rx="4" fill="#B9C7DE"/><rect x="430" y="110" width="30" height="70" rx="4" fill="#9FB3D3"/>' +
      '<rect x="470" y="100" width="36" height="80" rx="4" fill="#C9D5E8"/><rect x="0" y="380" width="640" height="100" fill="#D9E0EA"/>' +
      '<circle cx="560" cy="330" r="40" fill="#A8D5BA"/><rect x="552" y="360" width="16" height="30" fill="#8B6F5A"/>',
  ),
  study: svg(
    '<rect width="640" height="480" fill="#F6EFE6"/><rect x="60" y="60" width="520" height="300" rx="8" fill="#E8D8C4"/>' +
      '<g fill="#C79A6B"><rect x="80" y="90" width="24" height="80"/><rect x="110" y="100" width="20" height="70"/><rect x="136" y="86" width="28" height="84"/></g>' +
      '<g fill="#8FA7C4"><rect x="180" y="96" width="22" height="74"/><rect x="206" y="104" width="18" height="66"/></g>' +
      '<rect x="70" y="170" width="500" height="10" fill="#B98A5E"/><rect x="70" y="270" width="500" height="10" fill="#B98A5E"/>' +
      '<g fill="#D9B38C"><rect x="320" y="200" width="26" height="70"/><rect x="350" y="190" width="22" height="80"/><rect x="376" y="206" width="30" height="64"/></g>',
  ),
  plain: svg(
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#EEF2FF"/><stop offset="1" stop-color="#DDE5F7"/></linearGradient></defs>' +
      '<rect width="640" height="480" fill="url(#g)"/>',
  ),
} as const;
export type BackgroundName = keyof typeof BACKGROUNDS;
export const DEFAULT_BACKGROUND: BackgroundName = 'office';

export function backgroundUrl(name: string | null): string {
  return name && Object.hasOwn(BACKGROUNDS, name)
    ? BACKGROUNDS[name as BackgroundName]
    : BACKGROUNDS[DEFAULT_BACKGROUND];
}
