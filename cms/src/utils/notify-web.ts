// Tells the web app which entry changed, so the pages showing it are re-rendered from fresh
// content at the next view instead of after web's cache time (web: POST /api/revalidate).
// Configured by WEB_REVALIDATE_URL and REVALIDATE_SECRET; without them nothing is sent. The body
// is Strapi's own webhook payload, so a webhook set up in the admin panel works the same way.
import type { Core } from '@strapi/strapi';

const ENTRY_EVENTS = new Set(['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish']);
const TIMEOUT_MS = 5000;

interface EntryEvent {
  model?: string;
  uid?: string;
  entry?: Record<string, unknown> | null;
}

export function notifyWebOfChanges(strapi: Core.Strapi): void {
  const url = process.env.WEB_REVALIDATE_URL;
  const secret = process.env.REVALIDATE_SECRET;
  if (!url || !secret) return;

  strapi.eventHub.subscribe(async (event: string, payload?: unknown) => {
    if (!ENTRY_EVENTS.has(event)) return;
    const { model, uid, entry } = (payload ?? {}) as EntryEvent;
    // Only what web reads: the type and the slug. The whole entry may be large and is not needed.
    const slug = entry && typeof entry === 'object' ? entry.Slug ?? entry.slug : undefined;
    const body = JSON.stringify({ event, createdAt: new Date().toISOString(), model, uid, entry: slug === undefined ? null : { Slug: slug } });
    // Not awaited: the editor's save does not wait for the web app, and a web that is down only
    // means its pages refresh at their cache time.
    void fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
      .then((response) => {
        if (!response.ok) strapi.log.warn(`[notify-web] ${event} ${uid}: web answered ${response.status}`);
      })
      .catch((error: unknown) => {
        strapi.log.warn(`[notify-web] ${event} ${uid}: ${error instanceof Error ? error.message : String(error)}`);
      });
  });
}
