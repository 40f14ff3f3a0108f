// The document a page rendered ahead is sent as, from a build's files written here the way Vite writes them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAINT_FIRST_LOADER } from '@app/shared/page-loader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageDocument } from './page-document';

const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>AI面试官</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <noscript>请启用 JavaScript 以使用本网站。</noscript>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', css: ['assets/index-abc.css'], imports: ['_react-abc.js'] },
  '_react-abc.js': { file: 'assets/react-abc.js' },
  'src/app/routes/home-route.tsx': {
    file: 'assets/home-route-abc.js',
    css: ['assets/home-route-abc.css'],
    imports: ['index.html', '_tag-abc.js'],
  },
  '_tag-abc.js': { file: 'assets/tag-abc.js', css: ['assets/tag-abc.css'] },
};

describe('the document of a page rendered ahead', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'ai-web-dist-'));
    mkdirSync(path.join(dist, '.vite'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(path.join(dist, 'assets', 'index-abc.css'), 'body{margin:0}');
    writeFileSync(path.join(dist, 'assets', 'home-route-abc.css'), '.hero{color:red}');
    writeFileSync(path.join(dist, 'assets', 'tag-abc.css'), '.tag{color:blue}');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const page = { html: '<h1>薪资 $& 面议</h1>', head: '<style>.ant-btn{}</style>', title: 'A < B' };
  const route = { path: '/', modules: ['src/app/routes/home-route.tsx'] };

  it('carries every stylesheet it needs, once, and links none', () => {
    const html = createPageDocument(dist)(route, page);
    expect(html).not.toContain('<link rel="stylesheet"');
    for (const rule of ['body{margin:0}', '.hero{color:red}', '.tag{color:blue}', '.ant-btn{}']) {
      expect(html.split(rule)).toHaveLength(2);
    }
    // antd's styles come after the app's global ones, as the app inserts them when it runs.
    expect(html.indexOf('body{margin:0}')).toBeLessThan(html.indexOf('.ant-btn{}'));
  });

  it('loads its scripts only through the loader at the end of the body, after the page', () => {
    const html = createPageDocument(dist)(route, page, '<script type="application/json">{}</script>');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain(
      `<div id="root" data-prerendered><h1>薪资 $& 面议</h1></div><script type="application/json">{}</script><script data-src="/assets/index-abc.js">${PAINT_FIRST_LOADER}</script>`,
    );
    expect(html).toContain('<title>A &lt; B</title>');
  });

  it('refuses a route module the build does not have', () => {
    const render = createPageDocument(dist);
    expect(() => render({ path: '/x', modules: ['src/gone.tsx'] }, page)).toThrow(/src\/gone\.tsx/);
  });
});
