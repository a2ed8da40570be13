// `npm run build:server`: compiles only the server (config/, src/, scripts/ TypeScript -> dist/),
// without the admin bundle, which is all an API-only server (CMS_SERVE_ADMIN=false) and the seed
// need. The admin bundle of an earlier full build (dist/build) is kept, so a later `npm run start`
// with the admin panel still finds it; everything else in dist/ is rebuilt from scratch so that a
// removed source file cannot linger.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { compileApp } from './compile.mjs';

const started = Date.now();
const distDir = path.resolve('dist');
try {
  for (const entry of readdirSync(distDir)) {
    if (entry !== 'build') rmSync(path.join(distDir, entry), { recursive: true, force: true });
  }
} catch {
  // no dist yet
}
await compileApp({ regenerateTypes: true });
console.log(`Server compiled to dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s (admin bundle not built).`);
