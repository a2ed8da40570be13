// HTTP server: host, port, cookie keys, the public folder. Update checks are off: these machines
// have no internet.
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
  // Static files and the local provider's uploads (<public>/uploads). The test stack of the repo
  // keeps its own, so its seed and checks never add files to the demo's.
  dirs: {
    public: env('CMS_PUBLIC_DIR', './public'),
  },
  logger: {
    updates: { enabled: false },
  },
});
