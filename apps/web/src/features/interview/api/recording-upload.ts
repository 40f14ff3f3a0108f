// Chunked upload of the interview recording (uploads contract in NEWS.md): each MediaRecorder chunk goes to
// POST /api/upload/recording in order, retried until stored; GET .../status says where to resume after a cut.
import { routes } from '@app/shared/routes';
import { api, type ResponseOf } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

export type RecordingStatus = ResponseOf<typeof routes.uploads.recordingStatus>;

export function recordingStatus(interviewId: number): Promise<RecordingStatus> {
  return api.call(routes.uploads.recordingStatus, { query: { interviewId } });
}

export async function uploadRecordingChunk(
  interviewId: number,
  index: number,
  chunk: Blob,
): Promise<ResponseOf<typeof routes.uploads.recordingChunk>> {
  const file = new File([chunk], `chunk-${index}.webm`, { type: chunk.type });
  // Fields before the file: the server reads them in order and needs them before the bytes stream in.
  return api.call(routes.uploads.recordingChunk, { form: { interviewId, index, file } });
}

export interface ChunkUploaderOptions {
  interviewId: number;
  /** The first index to use (the status' next_index after a reload). */
  startIndex: number;
  upload?: typeof uploadRecordingChunk;
  retryDelaysMs?: number[];
  sleep?: (ms: number) => Promise<void>;
  /** Told when uploads start failing and when they recover, so the page can say so. */
  onTrouble?: (failing: boolean) => void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Uploads chunks strictly one after another in the order given, each retried until the server stores it: a
 * WebM recording is only playable when its pieces join in order. A refusal that retrying cannot fix (413,
 * 404, 400, 409) stops the uploader instead of looping; a 429 is waited out like a failure.
 */
export class ChunkUploader {
  private queue: Blob[] = [];
  private nextIndex: number;
  private running: Promise<void> | null = null;
  private stopped = false;
  private readonly upload: typeof uploadRecordingChunk;
  private readonly delays: number[];
  private readonly sleep: (ms: number) => Promise<void>;
  uploadedBytes = 0;
  failed: Error | null = null;

  constructor(private readonly options: ChunkUploaderOptions) {
    this.nextIndex = options.startIndex;
    this.upload = options.upload ?? uploadRecordingChunk;
    this.delays = options.retryDelaysMs ?? [500, 1000, 2000, 4000, 8000];
    this.sleep = options.sleep ?? defaultSleep;
  }

  get index(): number {
    return this.nextIndex;
  }

  get queued(): number {
    return this.queue.length;
  }

  add(chunk: Blob): void {
    if (this.stopped || chunk.size === 0) return;
    this.queue.push(chunk);
    if (!this.running) this.running = this.drain().finally(() => (this.running = null));
  }

  /** Resolves once every chunk added so far is stored (or the uploader gave up). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops retrying (the page is leaving); unsent chunks are dropped. */
  stop(): void {
    this.stopped = true;
    this.queue = [];
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0 && !this.stopped) {
      const chunk = this.queue[0] as Blob;
      for (let attempt = 0; !this.stopped; attempt++) {
        try {
          const { next_index } = await this.upload(this.options.interviewId, this.nextIndex, chunk);
          // The server may already hold more (a resend after a lost reply): trust its count.
          this.nextIndex = Math.max(this.nextIndex + 1, next_index);
          this.uploadedBytes += chunk.size;
          if (attempt > 0) this.options.onTrouble?.(false);
          break;
        } catch (error) {
          const status = isApiError(error) ? error.status : undefined;
          // 409: the interview finished and its recording is closed; no resend will be taken.
          if (status === 413 || status === 404 || status === 400 || status === 409) {
            this.failed = error as Error;
            this.stop();
            this.options.onTrouble?.(true);
            return;
          }
          if (attempt === 0) this.options.onTrouble?.(true);
          await this.sleep(this.delays[Math.min(attempt, this.delays.length - 1)] ?? 1000);
        }
      }
      this.queue.shift();
    }
  }
}
