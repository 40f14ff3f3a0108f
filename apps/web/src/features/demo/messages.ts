// User-facing texts of this feature. The /demo page.

export const DEMO_MESSAGES = {
  pageTitles: {
    demo: '产品演示',
  },
} as const;
