// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Manifest, staticClosure } from './build-manifest';

describe('staticClosure', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_shared.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
    'src/home.tsx': { file: 'assets/home.js', imports: ['_shared.js', '_tag.js'] },
    '_tag.js': { file: 'assets/tag.js' },
    'src/other.tsx': { file: 'assets/other.js', imports: ['_react.js'] },
  };

  it('follows static imports transitively, once each', () => {
    expect(staticClosure(manifest, ['index.html', 'src/home.tsx']).map((chunk) => chunk.file)).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
      'assets/home.js',
      'assets/tag.js',
    ]);
  });

  it('fails loudly when a root is missing, rather than measuring nothing', () => {
    expect(() => staticClosure(manifest, ['src/gone.tsx'])).toThrow(/src\/gone\.tsx/);
  });
});
