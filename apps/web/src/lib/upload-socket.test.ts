import { describe, expect, it, vi } from 'vitest';
import { backoffDelay } from './socket';
import { dispatchUploadMessage, UPLOAD_SOCKET_BACKOFF, uploadedFileOf } from './upload-socket';

describe('upload socket (SPEC §4)', () => {
  it('dispatches {type, data, timestamp} by type', () => {
    const done = vi.fn();
    const other = vi.fn();
    dispatchUploadMessage(
      { type: 'progress', data: { p: 1 }, timestamp: 1 },
      { progress: other, file_upload_complete: done },
    );
    expect(other).toHaveBeenCalledWith({ p: 1 });
    expect(done).not.toHaveBeenCalled();
  });

  it('hands a non-standard message to the file_upload_complete handlers', () => {
    const done = vi.fn();
    dispatchUploadMessage({ url: '/f.pdf', name: 'f.pdf' }, { file_upload_complete: done });
    expect(done).toHaveBeenCalledWith({ url: '/f.pdf', name: 'f.pdf' });
    expect(uploadedFileOf(done.mock.calls[0]![0])).toEqual({ url: '/f.pdf', name: 'f.pdf' });
    expect(uploadedFileOf({ nope: 1 })).toBeNull();
  });

  it('retries 5 times, 3 s apart', () => {
    expect(UPLOAD_SOCKET_BACKOFF.attempts).toBe(5);
    expect([0, 1, 4].map((n) => backoffDelay(n, UPLOAD_SOCKET_BACKOFF))).toEqual([3000, 3000, 3000]);
  });
});
