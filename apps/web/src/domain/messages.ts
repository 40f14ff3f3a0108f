// User-facing texts of the shared domain UI (src/domain): what several features show the same way.
export const DOMAIN_MESSAGES = {
  scoreRing: {
    /** A score that was not measured (no signals for it), drawn in the ring instead of a number. */
    notMeasured: '未测量',
  },
} as const;
