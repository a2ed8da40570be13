// Plugin settings: image breakpoints as the web expects them (spec: small/medium/large/xlarge),
// and the users-permissions JWT secret.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { devFallback } from './lib/dev-secrets';

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  // The local upload provider refuses to boot without <public>/uploads (config/server.ts), which
  // git does not keep (it is runtime state). Creating it here covers every entry point: start,
  // build, seed.
  mkdirSync(path.resolve(process.cwd(), env('CMS_PUBLIC_DIR', './public'), 'uploads'), { recursive: true });
  return {
    upload: {
      config: {
        // Replaces Strapi's defaults (large/medium/small); the order is the order formats are generated.
        breakpoints: { xlarge: 1920, large: 1000, medium: 750, small: 500 },
        sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 200 * 1024 * 1024),
      },
    },
    'users-permissions': {
      config: {
        jwtSecret: env('JWT_SECRET', devFallback.JWT_SECRET),
      },
    },
  };
};
