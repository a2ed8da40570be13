// `npm run seed`: compiles the app when a source is newer than dist/, loads Strapi without starting
// the HTTP server, runs the TypeScript seed from dist/scripts/seed and stops. Safe to run repeatedly.
import { createRequire } from 'node:module';
import path from 'node:path';
import { compileApp, createStrapi } from './compile.mjs';

process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
// The seed fills the database before web has anything cached: no change notifications to web.
delete process.env.WEB_REVALIDATE_URL;
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (message) => console.log(`[seed ${seconds().padStart(7)}] ${message}`);

const require = createRequire(import.meta.url);
const { compiled, ...app } = await compileApp({ skipWhenFresh: true });
log(compiled ? 'compiled the app to dist/' : 'dist/ is up to date, not recompiled');
const strapi = await createStrapi({ ...app, autoReload: false, serveAdminPanel: false }).load();
// Keep Strapi's own info logs (migrations, uploads) out of the seed's report.
strapi.log.level = process.env.SEED_LOG_LEVEL ?? 'warn';
log(`Strapi loaded (database: ${strapi.config.get('database.connection.client')})`);

let exitCode = 0;
try {
  const { runSeed } = require(path.join(app.distDir, 'scripts', 'seed', 'index.js'));
  const result = await runSeed(strapi, log);
  console.log(result.summary);
  log(result.token);
  log(result.created === 0 ? 'nothing to add: the demo content is complete' : `done: ${result.created} records created, ${result.uploaded} files uploaded`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await strapi.destroy();
}
log(`finished in ${seconds()}`);
process.exit(exitCode);
