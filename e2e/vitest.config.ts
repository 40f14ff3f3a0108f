import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['specs/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/failure-screenshots.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser-driven journey at a time keeps two cores responsive and screenshots deterministic.
    fileParallelism: false,
  },
});
