// POST /api/leads and POST /api/send: guards, the shared schema, then one transaction that keeps
// the request and its outbox row. The answer is 202 with the id once it is stored; delivery to
// the CRM happens after, in the outbox worker, however long sales-data is away.
import { leadPayloadSchema, sendRequestSchema, type LeadPayloadInput, type SendRequestInput } from '@novostroy/contracts';
import type { z } from 'zod';
import type { Database } from '@/lib/db/database';
import { MIN_FILL_MS, fieldMessages, leadRequestSchema, sendRequestBodySchema, type LeadRequest, type SendRequestBody } from '../schema';
import { Refusal, allowedOrigins, checkOrigin, clientAddress, rateLimited, readJsonBody, refusalResponse } from '@/lib/http/guards';
import type { RateLimit } from '@/lib/http/rate-limit';
import { recordLead, recordSendRequest, type StoredOutcome } from './store';

export interface IntakeDependencies {
  database: () => Promise<Database>;
  siteUrl: string;
  /** Per address; on Redis across instances when REDIS_URL is set (lib/http/rate-limit.ts). */
  limiter: RateLimit;
  now?: () => Date;
  /** Called after a new row is committed: wakes the outbox worker. */
  onStored?: () => void;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
}

export const INTAKE_MESSAGES = {
  invalid: 'Проверьте, пожалуйста, поля формы',
  tooFast: 'Форма отправлена слишком быстро. Проверьте данные и отправьте её ещё раз.',
  notStored: 'Не удалось сохранить заявку. Попробуйте ещё раз через минуту или позвоните нам.',
} as const;

interface IntakeKind<Parsed, Payload> {
  schema: z.ZodType<Parsed, unknown>;
  /** The contract the sales-data service checks; a payload it would refuse is never stored. */
  contract: z.ZodType;
  id(parsed: Parsed): string;
  honeypot(parsed: Parsed): string | undefined;
  fillMs(parsed: Parsed): number;
  payload(parsed: Parsed, consentAt: Date): Payload;
  store(db: Database, parsed: Parsed, payload: Payload, now: Date): Promise<StoredOutcome>;
}

const leadKind: IntakeKind<LeadRequest, LeadPayloadInput> = {
  schema: leadRequestSchema,
  contract: leadPayloadSchema,
  id: (lead) => lead.lead_id,
  honeypot: (lead) => lead.website,
  fillMs: (lead) => lead.fill_ms,
  payload: (lead, consentAt) => ({
    lead_id: lead.lead_id,
    form: lead.form,
    name: lead.name,
    phone: lead.phone,
    ...(lead.email ? { email: lead.email } : {}),
    ...(lead.comment ? { comment: lead.comment } : {}),
    ...(lead.context?.property_id !== undefined ? { property_id: lead.context.property_id } : {}),
    ...(lead.context?.property_type ? { property_type: lead.context.property_type } : {}),
    ...(lead.context?.project_id !== undefined ? { project_id: lead.context.project_id } : {}),
    ...(lead.context?.project_title ? { project_title: lead.context.project_title } : {}),
    ...(lead.context?.loan_slug ? { loan_slug: lead.context.loan_slug } : {}),
    ...(lead.context?.page_url ? { page_url: lead.context.page_url } : {}),
    ...(lead.utm && Object.keys(lead.utm).length > 0 ? { utm: lead.utm } : {}),
    consent: { accepted: true, at: consentAt.toISOString(), text_version: lead.consent_version },
  }),
  store: (db, lead, payload, now) => recordLead(db, { id: lead.lead_id, receivedAt: now, form: lead.form, payload, consentAt: now, consentVersion: lead.consent_version }),
};

const sendKind: IntakeKind<SendRequestBody, SendRequestInput> = {
  schema: sendRequestBodySchema,
  contract: sendRequestSchema,
  id: (request) => request.request_id,
  honeypot: (request) => request.website,
  fillMs: (request) => request.fill_ms,
  payload: (request) => ({
    email: request.email,
    ...(request.property_ids ? { property_ids: request.property_ids } : {}),
    ...(request.project_id !== undefined ? { project_id: request.project_id } : {}),
    ...(request.name ? { name: request.name } : {}),
    ...(request.page_url ? { page_url: request.page_url } : {}),
    ...(request.utm && Object.keys(request.utm).length > 0 ? { utm: request.utm } : {}),
  }),
  store: (db, request, payload, now) => recordSendRequest(db, { id: request.request_id, receivedAt: now, payload, consentAt: now, consentVersion: request.consent_version }),
};

async function handle<Parsed, Payload>(kind: IntakeKind<Parsed, Payload>, request: Request, deps: IntakeDependencies): Promise<Response> {
  const log = deps.log ?? console;
  // Set once the request is counted. Only accepted requests count: a failure after that (the
  // contract refused the payload, the database could not store it) is not the visitor's doing,
  // and the form retries it, so the count is given back.
  let giveBack: (() => void) | undefined;
  try {
    checkOrigin(request.headers, allowedOrigins(request.headers, deps.siteUrl));
    const body = await readJsonBody(request);
    const parsed = kind.schema.safeParse(body);
    if (!parsed.success) throw new Refusal(422, INTAKE_MESSAGES.invalid, fieldMessages(parsed.error));
    if (kind.fillMs(parsed.data) < MIN_FILL_MS) throw new Refusal(422, INTAKE_MESSAGES.tooFast, {});
    const limit = await deps.limiter.take(clientAddress(request.headers));
    if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds);
    giveBack = limit.giveBack;

    const id = kind.id(parsed.data);
    if (kind.honeypot(parsed.data)) {
      // A script filled the invisible field: answer as if accepted, keep nothing.
      log.info(`[leads] honeypot filled; request ${id} dropped`);
      return accepted(id);
    }
    const now = (deps.now ?? (() => new Date()))();
    const payload = kind.payload(parsed.data, now);
    const contract = kind.contract.safeParse(payload);
    if (!contract.success) {
      log.error(`[leads] request ${id} does not fit the sales-data contract:`, contract.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      throw new Refusal(422, INTAKE_MESSAGES.invalid, {});
    }
    let outcome: StoredOutcome;
    try {
      outcome = await kind.store(await deps.database(), parsed.data, payload, now);
    } catch (error) {
      log.error(`[leads] could not store request ${id}:`, error instanceof Error ? error.message : error);
      throw new Refusal(503, INTAKE_MESSAGES.notStored, undefined, { 'Retry-After': '30' });
    }
    if (outcome.created) deps.onStored?.();
    return accepted(outcome.id);
  } catch (error) {
    giveBack?.();
    if (error instanceof Refusal) return refusalResponse(error);
    throw error;
  }
}

function accepted(id: string): Response {
  return Response.json({ data: { id } }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
}

export const handleLeadPost = (request: Request, deps: IntakeDependencies) => handle(leadKind, request, deps);
export const handleSendPost = (request: Request, deps: IntakeDependencies) => handle(sendKind, request, deps);
