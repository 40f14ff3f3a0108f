// Route-level code splitting: each page is its own chunk, and a chunk that fails or stalls becomes a ChunkLoadError.
import { CHUNK_LOAD_TIMEOUT_MS } from '@app/shared/constants';
import type { ComponentType } from 'react';

export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/** Rejects with a ChunkLoadError when `promise` has not settled within `ms` (SPEC §8: after 120 s). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`chunk did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const BROWSER_CHUNK_ERRORS =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (CSS )?chunk .* failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && BROWSER_CHUNK_ERRORS.test(error.message);
}

/**
 * A page module: the page as its default export and, when it has one, its tab title as `title`, taken from the
 * feature's messages. The title comes with the page's chunk, so the app shell imports no feature's texts.
 */
export type PageModule = { default: ComponentType; title?: PageTitle };

/** A tab title, or one that depends on the query string (login or register on the same page). */
export type PageTitle = string | ((search: string) => string);

/** A route `lazy` that loads a page module (default export) and fails as a ChunkLoadError. */
export function lazyPage(load: () => Promise<PageModule>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS) {
  return async (): Promise<{ Component: ComponentType; handle?: { title: PageTitle } }> => {
    try {
      const module = await withTimeout(load(), timeoutMs);
      return module.title === undefined
        ? { Component: module.default }
        : { Component: module.default, handle: { title: module.title } };
    } catch (error) {
      if (error instanceof ChunkLoadError) throw error;
      throw new ChunkLoadError(error instanceof Error ? error.message : 'chunk failed to load', {
        cause: error,
      });
    }
  };
}
