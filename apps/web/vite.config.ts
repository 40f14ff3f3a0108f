/// <reference types="vitest/config" />
// Vite for the SPA: dev proxy to the API on :3000, code split by route, brand injected into index.html,
// every text asset precompressed (.br, .gz) for the server to send as is.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { BRAND } from './src/config/brand.ts';
import { PACKAGED_MODELS, type PackagedModel } from './src/features/interview/model-files.ts';

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

const MODEL_CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
};

/**
 * The models the interview runs in the browser (model-files.ts) as static files of the build and of the dev
 * server, copied from the npm packages that ship them: never fetched from the internet at run time.
 */
function packagedModels(): Plugin {
  const require = createRequire(import.meta.url);
  /** The package's folder: up from its entry point (not every package exports its package.json). */
  const root = (name: string) => {
    let dir = path.dirname(require.resolve(name));
    while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
    return dir;
  };
  const read = (model: PackagedModel, file: string) =>
    readFileSync(path.join(root(model.package), model.dir, file));
  return {
    name: 'packaged-models',
    configureServer(server) {
      for (const model of PACKAGED_MODELS) {
        server.middlewares.use(model.base, (req, res, next) => {
          const file = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
          if (!model.files.includes(file)) return next();
          res.setHeader(
            'content-type',
            MODEL_CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
          );
          res.end(read(model, file));
        });
      }
    },
    generateBundle() {
      for (const model of PACKAGED_MODELS) {
        for (const file of model.files) {
          this.emitFile({
            type: 'asset',
            fileName: `${model.base.slice(1)}/${file}`,
            source: read(model, file),
          });
        }
      }
    },
  };
}

/** Done once at build time, at the highest levels, instead of on every request. */
function clientCompression() {
  return compression({
    algorithms: ['brotliCompress', 'gzip'],
    // The plugin's own list, and the WebAssembly the segmentation runs on (4.5 MB, a fifth in brotli).
    include: /\.(html|xml|css|json|js|mjs|svg|yaml|yml|toml|wasm)$/,
    exclude: [/\.vite[\\/]/],
    logLevel: 'silent',
  });
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    brandHtml(),
    // The server-render bundle (src/entry-server.tsx) needs neither.
    ...(isSsrBuild ? [] : [packagedModels(), clientCompression()]),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The server-render bundle bundles its packages (antd's ESM files are not all importable by Node as they
  // are), with React's production build whatever NODE_ENV the server runs with, as the browser runs it.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
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
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    target: isSsrBuild ? 'node20' : 'es2022',
    // .vite/manifest.json: which scripts each route loads, read by the bundle budget test, the bench and
    // the prerender.
    manifest: !isSsrBuild,
    rolldownOptions: {
      treeshake: { moduleSideEffects: rcComponentSideEffects },
      output: isSsrBuild ? {} : { codeSplitting: { groups: VENDOR_GROUPS } },
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
}));
