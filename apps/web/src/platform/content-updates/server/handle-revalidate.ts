// POST /api/revalidate: the CMS says an entry changed, web marks the cached CMS answers it
// appears in as expired, so the next page view shows the edit (instead of after the 300 s
// revalidate time). Only a caller with the shared secret may do this.
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { Refusal, readJsonBody } from '@/lib/http/guards';
import { tagsForContentChange } from '@/upstream/content';

/** A Strapi webhook body carries the whole entry; anything larger than this is not one. */
export const REVALIDATE_BODY_LIMIT_BYTES = 256 * 1024;

export interface RevalidateDependencies {
  /** REVALIDATE_SECRET; undefined turns the endpoint off (404). */
  secret: string | undefined;
  revalidate: (tag: string) => void;
  log: (line: string) => void;
}

// Strapi's webhook payload (event, createdAt, model, uid, entry); only what the mapping reads is checked.
const changeSchema = z.object({
  event: z.string().min(1).max(100),
  uid: z.string().max(200).optional(),
  model: z.string().max(200).optional(),
  entry: z.looseObject({ Slug: z.unknown().optional(), slug: z.unknown().optional() }).nullish(),
});

/** The secret from `Authorization: Bearer <secret>` (what Strapi's webhook settings can send) or `X-Revalidate-Secret`. */
function presentedSecret(headers: Headers): string | null {
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1];
  return bearer?.trim() ?? headers.get('x-revalidate-secret');
}

function sameSecret(presented: string | null, secret: string): boolean {
  if (presented === null) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

const noStore = { 'Cache-Control': 'no-store' };

export async function handleRevalidatePost(request: Request, deps: RevalidateDependencies): Promise<Response> {
  try {
    if (!deps.secret) throw new Refusal(404, 'revalidation is not configured (REVALIDATE_SECRET)');
    if (!sameSecret(presentedSecret(request.headers), deps.secret)) throw new Refusal(401, 'wrong or missing secret');
    const parsed = changeSchema.safeParse(await readJsonBody(request, REVALIDATE_BODY_LIMIT_BYTES));
    if (!parsed.success) throw new Refusal(400, 'not a CMS change: expected { event, uid or model, entry }');
    const tags = tagsForContentChange(parsed.data);
    for (const tag of tags) deps.revalidate(tag);
    deps.log(`[revalidate] ${parsed.data.event} ${parsed.data.uid ?? parsed.data.model ?? '?'} -> ${tags.length > 0 ? tags.join(', ') : 'nothing cached'}`);
    return Response.json({ revalidated: tags }, { headers: noStore });
  } catch (error) {
    if (error instanceof Refusal) return Response.json({ error: { status: error.status, message: error.message } }, { status: error.status, headers: noStore });
    throw error;
  }
}
