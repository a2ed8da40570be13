// Test support: a local stand-in for an amoCRM account (node:http on a free port). It answers
// POST /api/v4/leads/complex, POST /api/v4/leads/{id}/notes and the search GET /api/v4/leads?query=
// the way amoCRM does, records every request with its arrival time, and can be told to fail or
// hang the next calls, or to carry them out and then drop the connection without an answer.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
  /** Arrival time, performance.now() milliseconds. */
  at: number;
}

type Target = 'complex' | 'notes' | 'search' | 'any';

interface Rule {
  target: Target;
  remaining: number;
  action: { kind: 'status'; status: number } | { kind: 'hang' } | { kind: 'drop' };
}

/** A lead as the account keeps it (with its contact, which the search also reads). */
interface StoredLead {
  id: number;
  name: string;
  custom_fields_values?: { field_code?: string; field_id?: number; values: { value: string }[] }[];
  _embedded?: unknown;
}

export interface FakeAmoCrm {
  url: string;
  token: string;
  requests: RecordedRequest[];
  /** Bodies of the complex calls that created a lead (one entry per lead in amoCRM). */
  created: unknown[];
  failNext(count: number, status: number, target?: Target): void;
  /** The next calls never get an answer (until the fake closes). */
  hangNext(count: number, target?: Target): void;
  /** The next calls are carried out (a lead is created), then the connection is cut: the answer is lost. */
  dropAnswerOfNext(count: number, target?: Target): void;
  /** Forgets the failures still queued: from now on every call is answered. */
  clearFaults(): void;
  calls(target: Exclude<Target, 'any'>): RecordedRequest[];
  close(): Promise<void>;
}

const targetOf = (path: string): Exclude<Target, 'any'> | undefined =>
  path === '/api/v4/leads/complex' ? 'complex' : /^\/api\/v4\/leads\/\d+\/notes$/.test(path) ? 'notes' : path === '/api/v4/leads' ? 'search' : undefined;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const type = status >= 400 ? 'application/problem+json' : 'application/hal+json';
  res.writeHead(status, { 'Content-Type': type }).end(JSON.stringify(body));
}

export async function startFakeAmoCrm(token = 'fake-amocrm-long-lived-token-0123456789', port = 0): Promise<FakeAmoCrm> {
  const requests: RecordedRequest[] = [];
  const created: unknown[] = [];
  const leads: StoredLead[] = [];
  const rules: Rule[] = [];
  let nextLeadId = 30_000_001;
  let nextContactId = 50_000_001;
  let nextNoteId = 70_000_001;

  const server = createServer(async (req, res) => {
    const at = performance.now();
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const text = await readBody(req);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Kept as text: a test can see what was sent.
    }
    requests.push({ method: req.method ?? '', path, headers: req.headers, body, at });
    const target = targetOf(path);

    const rule = rules.find((r) => r.remaining > 0 && (r.target === 'any' || r.target === target));
    let answer = send;
    if (rule) {
      rule.remaining -= 1;
      if (rule.action.kind === 'hang') return;
      if (rule.action.kind === 'status') {
        return send(res, rule.action.status, { title: 'Error', type: 'https://httpstatus.es/' + rule.action.status, status: rule.action.status, detail: 'Injected by the test' });
      }
      answer = (response) => void response.socket?.destroy();
    }
    if (req.headers.authorization !== `Bearer ${token}`) {
      return send(res, 401, { title: 'Unauthorized', type: 'https://httpstatus.es/401', status: 401, detail: 'Access token is invalid' });
    }
    if (target === 'search' && req.method === 'GET') {
      // amoCRM searches every filled field for the text; no match is a 204 without a body.
      const query = url.searchParams.get('query') ?? '';
      const found = query === '' ? [] : leads.filter((lead) => JSON.stringify(lead).includes(query));
      if (found.length === 0) return rule ? answer(res, 204, undefined) : void res.writeHead(204).end();
      return answer(res, 200, { _page: 1, _links: { self: { href: path } }, _embedded: { leads: found } });
    }
    if (req.method !== 'POST' || !target) return send(res, 404, { title: 'Not Found', status: 404 });
    if (!Array.isArray(body)) return send(res, 400, { title: 'Bad Request', status: 400, detail: 'Request body must be an array' });

    if (target === 'complex') {
      const result = body.map((lead: Omit<StoredLead, 'id'>) => {
        created.push(lead);
        const id = nextLeadId++;
        leads.push({ ...lead, id });
        return { id, contact_id: nextContactId++, company_id: null, request_id: [String(created.length - 1)], merged: false };
      });
      return answer(res, 200, result);
    }
    const leadId = Number(path.split('/')[4]);
    const notes = body.map((_, i) => ({ id: nextNoteId++, entity_id: leadId, request_id: String(i) }));
    return answer(res, 200, { _links: { self: { href: `${path}` } }, _embedded: { notes } });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: listening } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${listening}`,
    token,
    requests,
    created,
    failNext: (count, status, target = 'any') => void rules.push({ target, remaining: count, action: { kind: 'status', status } }),
    hangNext: (count, target = 'any') => void rules.push({ target, remaining: count, action: { kind: 'hang' } }),
    dropAnswerOfNext: (count, target = 'any') => void rules.push({ target, remaining: count, action: { kind: 'drop' } }),
    clearFaults: () => void rules.splice(0),
    calls: (target) => requests.filter((r) => targetOf(r.path) === target),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls until `check` holds; fails the test with `what` after `timeoutMs`. */
export async function eventually(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
