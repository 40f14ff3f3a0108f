// getUserMedia's failures named as the prepare page explains them, and the fall-back to one device.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifyMediaError, openDevices } from './devices';

const error = (name: string) => new DOMException('x', name);

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
});

describe('devices', () => {
  it('names each browser error', () => {
    expect(classifyMediaError(error('NotAllowedError'))).toBe('denied');
    expect(classifyMediaError(error('NotFoundError'))).toBe('no-device');
    expect(classifyMediaError(error('NotReadableError'))).toBe('busy');
    expect(classifyMediaError(new Error('?'))).toBe('unknown');
  });

  it('says unsupported where the browser has no getUserMedia', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    expect(await openDevices()).toEqual({
      stream: null,
      cameraProblem: 'unsupported',
      micProblem: 'unsupported',
    });
  });

  it('keeps asking for each device alone when they fail together for another reason', async () => {
    // A stand-in for the browser's MediaStream (jsdom has none).
    const track = { kind: 'audio', stop: vi.fn() };
    vi.stubGlobal(
      'MediaStream',
      class {
        constructor(readonly tracks: unknown[]) {}
      },
    );
    const getUserMedia = vi.fn((c: MediaStreamConstraints) =>
      c.video ? Promise.reject(error('NotFoundError')) : Promise.resolve({ getTracks: () => [track] }),
    );
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    const opened = await openDevices();
    expect(opened.cameraProblem).toBe('no-device');
    expect(opened.micProblem).toBeNull();
    expect(opened.stream).not.toBeNull();
    expect(getUserMedia).toHaveBeenCalledTimes(3);
    vi.unstubAllGlobals();
  });
});
