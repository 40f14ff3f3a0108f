import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, lazyPage, withTimeout } from './lazy-page';

function Page() {
  return null;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyPage', () => {
  it('resolves to the module default export as the route Component', async () => {
    await expect(lazyPage(async () => ({ default: Page }))()).resolves.toEqual({ Component: Page });
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js'));
    const error = await lazyPage(load)().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('fails a chunk that has not arrived within the timeout (120 s by default)', async () => {
    vi.useFakeTimers();
    const pending = lazyPage(() => new Promise(() => {}))().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeInstanceOf(ChunkLoadError);
  });
});

describe('withTimeout', () => {
  it('passes a value through in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 50)).resolves.toBe(7);
  });

  it('recognises browser chunk errors but not others', () => {
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
