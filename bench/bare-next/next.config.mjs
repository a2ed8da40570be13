// The reference of the render-cost goal (issue: TTFB and render cost): a bare one-page Next app of
// the same version as web, built and served by `npm run bench` beside the site (bench/lib/bare-next.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export default {
  poweredByHeader: false,
  // Dependencies are hoisted to the repository root.
  turbopack: { root: path.join(here, '..', '..') },
};
