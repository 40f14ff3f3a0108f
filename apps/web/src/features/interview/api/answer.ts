// POST /api/interview/answer as a stream: the client's stream() with Accept: text/event-stream, `delta` pieces
// of the next line shown as they come, then the `line` event with the whole answer response.
import { ANSWER_EVENTS, type AnswerInput } from '@app/shared/interviews';
import { routes } from '@app/shared/routes';
import { COMMON_MESSAGES } from '@/config/messages';
import { type ApiClient, api, type ResponseOf } from '@/lib/api-client';
import { ApiError, isApiError } from '@/lib/api-error';
import { readSse } from './sse';

/** What the `line` event carries: the answer's JSON response of the contract. */
type AnswerResponse = ResponseOf<typeof routes.interviews.answer>;

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
  client: ApiClient = api,
): Promise<AnswerResponse> {
  let response: Response;
  try {
    response = await client.stream(
      routes.interviews.answer,
      { body: input },
      { headers: { accept: 'text/event-stream' } },
    );
  } catch (error) {
    // A gateway error (502-504) is a network fault for the queue: the answer may not have reached the server.
    if (isApiError(error) && error.status !== undefined && error.status >= 502 && error.status <= 504) {
      throw new ApiError(COMMON_MESSAGES.networkError, { cause: error });
    }
    throw error;
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    const body = parseJson(await response.text().catch(() => ''));
    throw new ApiError(msgOf(body) ?? COMMON_MESSAGES.requestFailed, { status: response.status, code: 0 });
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
