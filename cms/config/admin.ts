// Admin panel: served unless CMS_SERVE_ADMIN=false (API-only server for tests, no admin bundle needed).
// Everything that would reach the internet from the admin (browser opening, AI, NPS survey) is off.
import type { Core, UID } from '@strapi/strapi';
import { devFallback } from './lib/dev-secrets';
import { previewLink, previewPath } from '../src/utils/preview-url';

/**
 * The Preview button of the edit view: opens the entry's page on the site, a draft through web's
 * draft mode (a signed link that expires, src/utils/preview-url.ts). Off unless both WEB_PUBLIC_URL
 * and PREVIEW_SECRET are set (npm start and npm test set them).
 */
function previewSettings(webUrl: string | undefined, secret: string | undefined): Core.Config.Admin['preview'] {
  if (!webUrl || !secret) return { enabled: false, config: { handler: () => null } };
  return {
    enabled: true,
    config: {
      allowedOrigins: [new URL(webUrl).origin],
      async handler(uid: string, { documentId, status }: { documentId?: string; locale?: string | null; status?: string }) {
        const entry = documentId
          ? await strapi.documents(uid as UID.ContentType).findOne({ documentId, status: status === 'published' ? 'published' : 'draft' })
          : null;
        const path = previewPath(uid, entry as Record<string, unknown> | null);
        return path ? previewLink({ webUrl, secret, path, status }) : null;
      },
    },
  };
}

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  serveAdminPanel: env.bool('CMS_SERVE_ADMIN', true),
  autoOpen: false,
  auth: {
    secret: env('ADMIN_JWT_SECRET', devFallback.ADMIN_JWT_SECRET),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT', devFallback.API_TOKEN_SALT),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT', devFallback.TRANSFER_TOKEN_SALT),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY', devFallback.ENCRYPTION_KEY),
  },
  preview: previewSettings(env('WEB_PUBLIC_URL'), env('PREVIEW_SECRET')),
  ai: { enabled: false },
  flags: {
    nps: false,
    promoteEE: false,
  },
});
