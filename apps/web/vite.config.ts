/// <reference types="vitest/config" />
// Vite for the SPA: dev proxy to the API on :3000, code split by route, brand injected into index.html,
// every text asset precompressed (.br, .gz) for the server to send as is.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { BRAND } from './src/config/brand.ts';
import { FACE_MODEL_BASE, FACE_MODEL_FILES } from './src/features/interview/signals/face-model-files.ts';

const API_TARGET = 'http://localhost:3000';
const PROXIED_PREFIXES = ['/api', '/ws', '/wxUpload', '/vue-admin-template'];

/** The tab title and favicon come from the one brand constant. */
function brandHtml(): Plugin {
  return {
    name: 'brand-html',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => ({
        html: html.replaceAll('%BRAND_TITLE%', BRAND.title),
        tags: [
          {
            tag: 'link',
            attrs: { rel: 'icon', type: 'image/svg+xml', href: BRAND.logoDataUri },
            injectTo: 'head',
          },
        ],
      }),
    },
  };
}

/**
 * The face model weights as static files of the build (and of the dev server), copied from the npm package:
 * never fetched from the internet at run time.
 */
function faceModels(): Plugin {
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  const read = (file: string) => readFileSync(path.join(dir, file));
  return {
    name: 'face-models',
    configureServer(server) {
      server.middlewares.use(FACE_MODEL_BASE, (req, res, next) => {
        const file = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!(FACE_MODEL_FILES as readonly string[]).includes(file)) return next();
        res.setHeader(
          'content-type',
          file.endsWith('.json') ? 'application/json' : 'application/octet-stream',
        );
        res.end(read(file));
      });
    },
    generateBundle() {
      for (const file of FACE_MODEL_FILES) {
        this.emitFile({ type: 'asset', fileName: `${FACE_MODEL_BASE.slice(1)}/${file}`, source: read(file) });
      }
    },
  };
}

/**
 * React and the router, which every screen runs, in one chunk that keeps its hash across app releases.
 * antd is NOT grouped: one chunk of all of it put 700 KB in front of the first paint; left to the bundler,
 * each route chunk brings only the components it uses.
 */
const VENDOR_GROUPS = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  },
];

/**
 * antd's rc-component packages declare no `sideEffects`, so the bundler keeps every module they re-export
 * (antd's ContextIsolator alone pulled the whole form engine into the first screen). None of their modules
 * is imported for its side effects (no bare `import 'x'`), so an unused one can go.
 */
function rcComponentSideEffects(id: string): boolean | undefined {
  return /node_modules[\\/]@rc-component[\\/]/.test(id) ? false : undefined;
}

export default defineConfig({
  plugins: [
    react(),
    brandHtml(),
    faceModels(),
    // Done once at build time, at the highest levels, instead of on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.vite[\\/]/], logLevel: 'silent' }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: Object.fromEntries(
      PROXIED_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true, ws: true }]),
    ),
  },
  preview: {
    proxy: Object.fromEntries(
      PROXIED_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true, ws: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // .vite/manifest.json: which scripts each route loads, read by the bundle budget test and the bench.
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: rcComponentSideEffects },
      output: { codeSplitting: { groups: VENDOR_GROUPS } },
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/testing/setup.tsx'],
    include: ['src/**/*.test.{ts,tsx}', 'bundle/**/*.test.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    testTimeout: 15_000,
  },
});
