// The chunk uploader against a local fake of the uploads contract (NEWS.md): `{ next_index }`, a repeated index
// stored once, the status call for resuming. The fake speaks the wire format through the app's HTTP client.
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, HttpReply, ok } from '@/testing/fake-api';
import { ChunkUploader, recordingStatus } from './recording-upload';

/** The recording endpoints as the contract describes them, holding chunks per interview. */
function fakeRecordingServer(options: { failTimes?: number } = {}) {
  const stored = new Map<number, Blob>();
  let failures = options.failTimes ?? 0;
  const server = fakeApi({
    'POST /api/upload/recording': (request) => {
      const form = request.body as FormData;
      const index = Number(form.get('index'));
      const file = form.get('file');
      if (form.get('interviewId') !== '9' || !(file instanceof Blob)) return new HttpReply(400, null);
      if (failures > 0) {
        failures--;
        return new HttpReply(503, { code: 0, msg: 'unavailable', data: null });
      }
      if (index !== stored.size && !stored.has(index)) {
        return ok({ next_index: stored.size }, 'out of order');
      }
      if (!stored.has(index)) stored.set(index, file);
      return ok({ next_index: stored.size });
    },
    'GET /api/upload/recording/status': () => {
      let bytes = 0;
      for (const blob of stored.values()) bytes += blob.size;
      return ok({ next_index: stored.size, bytes });
    },
  });
  return { server, stored };
}

let current: ReturnType<typeof fakeRecordingServer>['server'] | null = null;
afterEach(() => current?.restore());

const chunk = (text: string) => new Blob([text], { type: 'video/webm' });

describe('ChunkUploader', () => {
  it('uploads chunks in order with their indexes, one at a time', async () => {
    const { server, stored } = fakeRecordingServer();
    current = server;
    const uploader = new ChunkUploader({ interviewId: 9, startIndex: 0 });
    for (const part of ['aa', 'bbb', 'c']) uploader.add(chunk(part));
    await uploader.flush();
    expect(await Promise.all([...stored.values()].map((b) => b.text()))).toEqual(['aa', 'bbb', 'c']);
    expect(server.calls('POST /api/upload/recording').map((r) => (r.body as FormData).get('index'))).toEqual([
      '0',
      '1',
      '2',
    ]);
    expect(uploader.uploadedBytes).toBe(6);
  });

  it('retries a chunk the server failed to take, and reports the trouble and the recovery', async () => {
    const { server, stored } = fakeRecordingServer({ failTimes: 2 });
    current = server;
    const trouble: boolean[] = [];
    const uploader = new ChunkUploader({
      interviewId: 9,
      startIndex: 0,
      sleep: async () => {},
      onTrouble: (t) => trouble.push(t),
    });
    uploader.add(chunk('x'));
    uploader.add(chunk('y'));
    await uploader.flush();
    expect(stored.size).toBe(2);
    expect(trouble).toEqual([true, false]);
  });

  it('resumes after a reload from the status next_index', async () => {
    const { server, stored } = fakeRecordingServer();
    current = server;
    const first = new ChunkUploader({ interviewId: 9, startIndex: 0 });
    first.add(chunk('one'));
    first.add(chunk('two'));
    await first.flush();

    const status = await recordingStatus(9);
    expect(status).toEqual({ next_index: 2, bytes: 6 });
    const second = new ChunkUploader({ interviewId: 9, startIndex: status.next_index });
    second.add(chunk('three'));
    await second.flush();
    expect(stored.size).toBe(3);
    expect(await stored.get(2)?.text()).toBe('three');
  });

  it.each([
    [413, '文件过大'],
    [409, '面试已结束'],
  ])('gives up on a refusal retrying cannot fix (%i) instead of looping', async (status, msg) => {
    current = fakeApi({
      'POST /api/upload/recording': () => new HttpReply(status, { code: 0, msg, data: null }),
    });
    const uploader = new ChunkUploader({ interviewId: 9, startIndex: 0, sleep: async () => {} });
    uploader.add(chunk('big'));
    uploader.add(chunk('more'));
    await uploader.flush();
    expect(uploader.failed?.message).toBe(msg);
    expect(current.calls('POST /api/upload/recording')).toHaveLength(1);
  });
});
