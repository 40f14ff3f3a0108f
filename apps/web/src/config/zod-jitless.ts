// zod compiles its object parsers with `new Function` unless told not to, and probes for that when a schema is
// made. The page's Content-Security-Policy forbids eval, so the probe is reported as a CSP violation in the
// console (Lighthouse's inspector-issues). zod keeps its settings on this global, shared by every copy of zod on
// the page; setting it here, before any module that makes a schema runs, keeps zod out of the home bundle,
// which `import { config } from 'zod'` would pull in. zod-jitless.test.ts proves zod reads it.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
