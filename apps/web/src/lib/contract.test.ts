// @vitest-environment node
// The one contract's rules that the type checker cannot see: features reach the server only through the
// client (no path written by hand), and the route table the web loads at run time brings no zod with it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const routesFile = path.resolve(src, '../../../packages/shared/src/routes.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|fixtures\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('the web calls the server only through the shared contract', () => {
  it('writes no server path by hand: every call names a route of @app/shared/routes', () => {
    const handWritten = sourceFiles(src).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${path.relative(src, file)}:${index + 1}` }))
        .filter(
          ({ line }) =>
            /['"`]\/(api|ws|wxUpload|vue-admin-template)\//.test(line) && !line.trim().startsWith('//'),
        )
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(handWritten).toEqual([]);
  });

  it('loads a route table without zod: routes.ts imports nothing at run time', () => {
    const imports = readFileSync(routesFile, 'utf8')
      .split('\n')
      .filter((line) => /^import\s/.test(line) && !/^import type\s/.test(line));
    expect(imports).toEqual([]);
  });
});
