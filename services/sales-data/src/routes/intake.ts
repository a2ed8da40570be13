// Lead intake (spec §7): POST /api/amo-crm/add-lead and POST /api/send, validated with the
// contract schemas, stored durably and idempotently; GET listings for operators and tests.
import { leadPayloadSchema, sendRequestSchema, type Lead, type LeadCrm, type SendRequestRecord } from '@novostroy/contracts';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError, badRequest, describeFields, errorBody } from '../http/errors';
import { BODY_LIMIT_BYTES, idempotencyKey, readJsonBody } from '../http/json-body';
import { listQuery } from '../http/list-query';
import type { Inventory } from '../inventory/inventory';
import { bodyHash, type IntakeStore, type SubmitResult } from '../storage/intake-store';
import { leadSpec, sendRequestSpec } from './list-specs';

export interface IntakeDependencies {
  inventory: Inventory;
  leads: IntakeStore<Lead>;
  sends: IntakeStore<SendRequestRecord>;
  crm: (leadId: string) => LeadCrm;
  onLeadAccepted?: (lead: Lead) => void;
  now?: () => Date;
}

const limitBody = bodyLimit({
  maxSize: BODY_LIMIT_BYTES,
  onError: (c) => c.json(errorBody(413, `Request body is larger than ${BODY_LIMIT_BYTES / 1024} KB`), 413),
});

async function answer<R>(c: Context, submitted: Promise<SubmitResult<R>>, hooks: { created?: (record: R) => void; show?: (record: R) => R } = {}): Promise<Response> {
  const show = hooks.show ?? ((record: R) => record);
  let result: SubmitResult<R>;
  try {
    result = await submitted;
  } catch (error) {
    console.error('[sales-data] could not store a submission:', error);
    throw new HttpError(503, 'Could not store the request; nothing was saved, retry later');
  }
  if (result.outcome === 'conflict') throw new HttpError(409, result.message);
  if (result.outcome === 'replayed') {
    c.header('Idempotent-Replayed', 'true');
    return c.json({ data: show(result.record) }, 200);
  }
  hooks.created?.(result.record);
  return c.json({ data: show(result.record) }, 201);
}

export function intakeRoutes({ inventory, leads, sends, crm, onLeadAccepted, now = () => new Date() }: IntakeDependencies): Hono {
  const app = new Hono();
  // The forwarding state is added on the way out; the journal keeps the lead as it arrived.
  const withCrm = (lead: Lead): Lead => ({ ...lead, crm: crm(lead.id) });

  app.post('/amo-crm/add-lead', limitBody, async (c) => {
    const key = idempotencyKey(c);
    const payload = await readJsonBody(c, leadPayloadSchema);
    // A lead is never refused for a stale property or project id: the buyer still wants a call.
    const { lead_id: leadId, ...fields } = payload;
    return answer(
      c,
      leads.submit({
        key,
        id: leadId ?? null,
        hash: bodyHash(payload),
        build: (id) => ({ id, received_at: now().toISOString(), ...fields }),
      }),
      { created: (lead) => onLeadAccepted?.(lead), show: withCrm },
    );
  });

  app.get('/amo-crm/leads', (c) => {
    const page = listQuery(leads.list(), new URL(c.req.url).searchParams, leadSpec);
    return c.json({ ...page, data: page.data.map(withCrm) });
  });

  app.post('/send', limitBody, async (c) => {
    const key = idempotencyKey(c);
    const request = await readJsonBody(c, sendRequestSchema);
    const fields: Record<string, string> = {};
    const unknown = (request.property_ids ?? []).filter((id) => !inventory.property(id));
    if (unknown.length > 0) fields.property_ids = `unknown property ids: ${unknown.join(', ')}`;
    if (request.project_id !== undefined && !inventory.project(request.project_id)) fields.project_id = `unknown project id ${request.project_id}`;
    if (Object.keys(fields).length > 0) throw badRequest(describeFields('Invalid request body', fields), fields);
    return answer(
      c,
      sends.submit({
        key,
        id: null,
        hash: bodyHash(request),
        build: (id) => ({ id, received_at: now().toISOString(), status: 'queued', ...request }),
      }),
    );
  });

  app.get('/send', (c) => c.json(listQuery(sends.list(), new URL(c.req.url).searchParams, sendRequestSpec)));

  return app;
}
