// Admin panel: served unless CMS_SERVE_ADMIN=false (API-only server for tests, no admin bundle needed).
// Everything that would reach the internet from the admin (browser opening, AI, NPS survey) is off.
import type { Core } from '@strapi/strapi';
import { devFallback } from './lib/dev-secrets';

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
  ai: { enabled: false },
  flags: {
    nps: false,
    promoteEE: false,
  },
});
