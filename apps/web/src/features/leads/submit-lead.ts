// The browser side of POST /api/leads and POST /api/send. The request id is made when the form
// opens, so sending the same form again (a retry after a dropped connection, a double click) is
// the same request on the server, never a second one.
import type { LeadRequestInput, SendRequestBodyInput } from './schema';

export const LEADS_ENDPOINT = '/api/leads';
export const SEND_ENDPOINT = '/api/send';

export type SubmitOutcome =
  | { kind: 'accepted'; id: string }
  /** 422: messages by field path, shown next to the fields. */
  | { kind: 'invalid'; message: string; fields: Record<string, string> }
  /** Anything else: one Russian message that says what to do; the form keeps what was typed. */
  | { kind: 'failed'; message: string };

export const NETWORK_FAILURE_MESSAGE = 'Не удалось отправить заявку: нет связи с сервером. Проверьте подключение и отправьте её ещё раз — введённые данные сохранены.';
export const SERVER_FAILURE_MESSAGE = 'Не удалось отправить заявку. Попробуйте ещё раз через минуту — введённые данные сохранены.';
/** The same for a send-to-e-mail request, which is not a «заявка» to the visitor. */
export const SEND_NETWORK_FAILURE_MESSAGE = 'Не удалось отправить: нет связи с сервером. Проверьте подключение и нажмите «Отправить» ещё раз — введённые данные сохранены.';
export const SEND_SERVER_FAILURE_MESSAGE = 'Не удалось отправить. Попробуйте ещё раз через минуту — введённые данные сохранены.';

interface ErrorBody {
  error?: { message?: unknown; fields?: unknown };
}

const RETRY_DELAYS_MS = [500, 1500];

function isRetryable(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

async function readError(response: Response): Promise<{ message?: string; fields: Record<string, string> }> {
  try {
    const body = (await response.json()) as ErrorBody;
    const fields: Record<string, string> = {};
    if (body.error?.fields && typeof body.error.fields === 'object') {
      for (const [key, value] of Object.entries(body.error.fields as Record<string, unknown>)) if (typeof value === 'string') fields[key] = value;
    }
    return { message: typeof body.error?.message === 'string' ? body.error.message : undefined, fields };
  } catch {
    return { fields: {} };
  }
}

interface PostOptions {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Sends a lead. Network failures and 502-504 answers are retried twice with the same lead id
 * (the server stores a lead once per id); the caller shows the outcome.
 */
export function submitLead(body: LeadRequestInput, options: PostOptions = {}): Promise<SubmitOutcome> {
  return postWithRetries(LEADS_ENDPOINT, body, body.lead_id, { network: NETWORK_FAILURE_MESSAGE, server: SERVER_FAILURE_MESSAGE }, options);
}

/** Sends a send-to-e-mail request, with the same retries under the same request id. */
export function submitSendRequest(body: SendRequestBodyInput, options: PostOptions = {}): Promise<SubmitOutcome> {
  return postWithRetries(SEND_ENDPOINT, body, body.request_id, { network: SEND_NETWORK_FAILURE_MESSAGE, server: SEND_SERVER_FAILURE_MESSAGE }, options);
}

async function postWithRetries(endpoint: string, body: unknown, id: string, failure: { network: string; server: string }, options: PostOptions): Promise<SubmitOutcome> {
  const send = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 0; ; attempt += 1) {
    let response: Response | undefined;
    try {
      response = await send(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch {
      response = undefined;
    }
    const retry = response === undefined || isRetryable(response.status);
    if (retry && attempt < RETRY_DELAYS_MS.length) {
      await sleep(RETRY_DELAYS_MS[attempt]!);
      continue;
    }
    if (response === undefined) return { kind: 'failed', message: failure.network };
    if (response.ok) {
      const data = (await response.json().catch(() => null)) as { data?: { id?: unknown } } | null;
      return { kind: 'accepted', id: typeof data?.data?.id === 'string' ? data.data.id : id };
    }
    const error = await readError(response);
    if (response.status === 422) return { kind: 'invalid', message: error.message ?? 'Проверьте, пожалуйста, поля формы', fields: error.fields };
    return { kind: 'failed', message: error.message ?? failure.server };
  }
}
