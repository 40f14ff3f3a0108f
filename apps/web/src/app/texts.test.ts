// @vitest-environment node
// STYLE.md: what the user reads lives in the feature's messages file, never as a literal in a component or a
// hook. This fails on Chinese text in code outside the messages files (comments are not text shown).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Files that hold texts by design, or Chinese that is data rather than something shown. */
const TEXT_HOMES = [
  /(^|\/)messages\.ts$/,
  /^config\/brand\.ts$/,
  /^features\/legal\/documents\//,
  /^testing\//,
  /fixtures\.ts$/,
  // The intern salary's wire format (SPEC §4: "100元 - 200元/天"), parsed and written, not shown as such.
  /^features\/jobs\/expectation\.ts$/,
  // A device name the server reports (a phone calls itself 手机), matched, not shown.
  /^features\/personal\/components\/devices-card\.tsx$/,
  // The home page's content module (issue 29: the figures, slides and experts in one place, not in components).
  /^features\/home\/content\.ts$/,
  // A pasted JD's label (职位名称：…) stripped from its first line to name the file: matched, not shown.
  /^lib\/interview-files\.ts$/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The code without its comments: block, JSX and line comments (a `//` inside a url string stays). */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const HAN = /[\u4e00-\u9fff]+/g;

describe('texts live in messages files', () => {
  it('no component, hook or helper has Chinese text of its own', () => {
    const offenders = sourceFiles(src)
      .map((file) => path.relative(src, file).split(path.sep).join('/'))
      .filter((file) => !TEXT_HOMES.some((home) => home.test(file)))
      .flatMap((file) => {
        const found = withoutComments(readFileSync(path.join(src, file), 'utf8')).match(HAN) ?? [];
        return found.map((text) => `${file}: ${text}`);
      });
    expect(offenders).toEqual([]);
  });
});
