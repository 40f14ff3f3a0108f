// POST /api/interview/answer as a stream: fetch with Accept: text/event-stream, `delta` pieces of the next line
// shown as they come, then the `line` event with the whole answer response.
import { TERMINAL, TOKEN_HEADER } from '@app/shared/constants';
import { ANSWER_EVENTS, type AnswerInput, type AnswerResponse } from '@app/shared/interviews';
import { COMMON_MESSAGES } from '@/config/messages';
import { ApiError } from '@/lib/api-error';
import { handleLoggedOut } from '@/lib/logged-out';
import { getToken } from '@/lib/token';
import { readSse } from './sse';

export const ANSWER_URL = '/api/interview/answer';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function msgOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('msg' in body)) return undefined;
  const { msg } = body as { msg: unknown };
  return typeof msg === 'string' && msg.trim() ? msg : undefined;
}

/**
 * Sends one answer; resolves with the interviewer's next line. Rejects with an ApiError: `isNetworkError` when
 * no answer came back or the stream broke before its `line` (the caller queues and resends with the same
 * client_id), otherwise the server's message (a refused answer, which resending would not fix).
 */
export async function sendAnswer(
  input: AnswerInput,
  onDelta: (text: string) => void,
  fetchImpl: typeof fetch = fetch,
): Promise<AnswerResponse> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'text/event-stream',
    terminal: String(TERMINAL),
  };
  const token = getToken();
  if (token) headers[TOKEN_HEADER] = token;
  let response: Response;
  try {
    response = await fetchImpl(ANSWER_URL, {
      method: 'POST',
      headers,
      body: JSON.stringify(input),
      credentials: 'include',
    });
  } catch (error) {
    throw new ApiError(COMMON_MESSAGES.networkError, { cause: error });
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('text/event-stream') || !response.body) {
    const body = parseJson(await response.text().catch(() => ''));
    if (response.status === 401) handleLoggedOut('expired');
    // A gateway error (502-504) is a network fault for the queue: the answer may not have reached the server.
    if (response.status >= 502 && response.status <= 504) {
      throw new ApiError(COMMON_MESSAGES.networkError);
    }
    const code =
      typeof body === 'object' && body !== null && 'code' in body
        ? Number((body as { code: unknown }).code)
        : 0;
    throw new ApiError(msgOf(body) ?? COMMON_MESSAGES.requestFailed, { status: response.status, code });
  }

  let result: AnswerResponse | undefined;
  let failure: string | undefined;
  try {
    await readSse(response.body, (event) => {
      const data = parseJson(event.data);
      if (event.event === ANSWER_EVENTS.delta) {
        const text = (data as { text?: unknown } | undefined)?.text;
        if (typeof text === 'string') onDelta(text);
      } else if (event.event === ANSWER_EVENTS.line) {
        result = data as AnswerResponse;
      } else if (event.event === ANSWER_EVENTS.error) {
        failure = msgOf(data) ?? COMMON_MESSAGES.requestFailed;
      }
    });
  } catch (error) {
    if (!result) throw new ApiError(COMMON_MESSAGES.networkError, { cause: error });
  }
  if (result) return result;
  if (failure !== undefined) throw new ApiError(failure, { status: response.status, code: 0 });
  // The stream closed without its line: the connection dropped mid-answer.
  throw new ApiError(COMMON_MESSAGES.networkError);
}
