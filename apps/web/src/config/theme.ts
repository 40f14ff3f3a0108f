// The design tokens of UI.md, defined once for antd and for the app's own CSS (as custom properties).
import type { ThemeConfig } from 'antd';

export const COLORS = {
  primary: '#3B5BFD',
  success: '#16B88A',
  warning: '#FF9F1C',
  error: '#F5483B',
  text: '#1F2329',
  textSecondary: '#646A73',
  /** Hints, small labels and placeholders: lighter than secondary, yet readable on white (4.7:1). */
  textTertiary: '#6E7380',
  bgPage: '#F5F7FA',
  bgCard: '#FFFFFF',
  border: '#E5E8EF',
  /** A job's pay (UI.md 'salary in the accent colour'): an orange dark enough to read on white (4.8:1). */
  salary: '#D4380D',
} as const;

export const FONT_FAMILY =
  '-apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans SC", "WenQuanYi Micro Hei", sans-serif';

export const LAYOUT = {
  contentWidth: 1200,
  headerHeight: 64,
  radius: 12,
  /** The breakpoint below which the header nav collapses into a menu. */
  mobileMaxWidth: 768,
} as const;

export const SHADOW = {
  card: '0 4px 16px rgba(31, 35, 41, 0.06)',
  hairline: '0 1px 0 rgba(31, 35, 41, 0.08)',
} as const;

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: COLORS.primary,
    colorInfo: COLORS.primary,
    colorLink: COLORS.primary,
    colorSuccess: COLORS.success,
    colorWarning: COLORS.warning,
    colorError: COLORS.error,
    colorText: COLORS.text,
    colorTextSecondary: COLORS.textSecondary,
    // antd's own tertiary and placeholder greys are 3.4:1 and 1.8:1 on white.
    colorTextTertiary: COLORS.textTertiary,
    colorTextPlaceholder: COLORS.textTertiary,
    colorBgLayout: COLORS.bgPage,
    colorBorderSecondary: COLORS.border,
    borderRadius: LAYOUT.radius,
    borderRadiusLG: LAYOUT.radius,
    borderRadiusSM: 8,
    fontFamily: FONT_FAMILY,
    fontSize: 14,
    fontSizeHeading1: 32,
    fontSizeHeading2: 24,
    fontSizeHeading3: 20,
    boxShadowTertiary: SHADOW.card,
    motionDurationMid: '0.2s',
  },
  components: {
    Button: { fontWeight: 500 },
  },
};

/** The same tokens as CSS custom properties, for the app's CSS modules. */
export const CSS_VARIABLES: Record<string, string> = {
  '--color-primary': COLORS.primary,
  '--color-success': COLORS.success,
  '--color-warning': COLORS.warning,
  '--color-error': COLORS.error,
  '--color-text': COLORS.text,
  '--color-text-secondary': COLORS.textSecondary,
  '--color-text-tertiary': COLORS.textTertiary,
  '--color-bg-page': COLORS.bgPage,
  '--color-bg-card': COLORS.bgCard,
  '--color-border': COLORS.border,
  '--color-salary': COLORS.salary,
  '--font-family': FONT_FAMILY,
  '--content-width': `${LAYOUT.contentWidth}px`,
  '--header-height': `${LAYOUT.headerHeight}px`,
  '--radius': `${LAYOUT.radius}px`,
  '--shadow-card': SHADOW.card,
  '--shadow-hairline': SHADOW.hairline,
};
