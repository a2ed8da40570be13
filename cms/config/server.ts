// HTTP server: host, port, cookie keys. Update checks are off: these machines have no internet.
import type { Core } from '@strapi/strapi';
import { devFallback } from './lib/dev-secrets';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Empty keeps URLs relative to the request; set PUBLIC_URL behind a proxy.
  url: env('PUBLIC_URL', ''),
  app: {
    keys: env.array('APP_KEYS', [...devFallback.APP_KEYS]),
  },
  logger: {
    updates: { enabled: false },
  },
});
