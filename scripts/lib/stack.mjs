// The three services of the demo stack: how each is built, seeded and started.
// `start` mode serves the full CMS admin on the default ports; `test` mode uses its own ports,
// database, uploads folder and data folder (so tests never touch the demo data) and an API-only
// CMS.
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR, ROOT, cached, isFresh, loadSecrets, npm, run, startService, step } from './orchestrator.mjs';

const CMS_DIR = path.join(ROOT, 'cms');
const int = (value, fallback) => (value ? Number.parseInt(value, 10) : fallback);

// Each port's variable and default per mode: `start` (the demo), `test` (npm test) and `cluster`
// (npm run start:cluster, beside the demo: web instances take consecutive ports from its web port).
const PORTS = {
  web: { start: ['WEB_PORT', 3000], test: ['TEST_WEB_PORT', 3100], cluster: ['CLUSTER_WEB_PORT', 3300] },
  cms: { start: ['CMS_PORT', 1337], test: ['TEST_CMS_PORT', 1338], cluster: ['CLUSTER_CMS_PORT', 1340] },
  sales: { start: ['SALES_DATA_PORT', 4010], test: ['TEST_SALES_DATA_PORT', 4011], cluster: ['CLUSTER_SALES_DATA_PORT', 4020] },
  // The scaled-out shape's servers (`npm run start:cluster`, and the system tests of `npm test`).
  postgres: { start: ['POSTGRES_PORT', 5440], test: ['TEST_POSTGRES_PORT', 5442], cluster: ['POSTGRES_PORT', 5440] },
  redis: { start: ['REDIS_PORT', 6389], test: ['TEST_REDIS_PORT', 6390], cluster: ['REDIS_PORT', 6389] },
  // nginx in front of the cluster's web instances: the address of the site in that mode (HTTPS),
  // and its plain-HTTP port, which only redirects there.
  edge: { cluster: ['CLUSTER_PORT', 8300] },
  edgeHttp: { cluster: ['CLUSTER_HTTP_PORT', 8380] },
};

export function stackSettings(mode) {
  const test = mode === 'test';
  const cluster = mode === 'cluster';
  const env = process.env;
  const ports = Object.fromEntries(
    Object.entries(PORTS)
      .filter(([, modes]) => modes[mode] ?? modes.start)
      .map(([name, modes]) => {
        const [variable, fallback] = modes[mode] ?? modes.start;
        return [name, int(env[variable], fallback)];
      }),
  );
  const dataDir = test ? path.join(DATA_DIR, 'test') : cluster ? path.join(DATA_DIR, 'cluster') : DATA_DIR;
  const secrets = loadSecrets();
  const urls = {
    // The site's public address: in cluster mode nginx, which balances the web instances.
    web: cluster ? `https://localhost:${ports.edge}` : `http://localhost:${ports.web}`,
    cms: `http://127.0.0.1:${ports.cms}`,
    sales: `http://127.0.0.1:${ports.sales}`,
  };
  const cmsTokenFile = path.join(dataDir, 'cms-api-token');
  // Only the test stack has a full-access token: end-to-end tests edit content as an editor would.
  const cmsWriteTokenFile = test ? path.join(dataDir, 'cms-write-token') : null;
  // Tests forward leads on to a local fake amoCRM account, with a fresh token each run (the
  // end-to-end tests check it never reaches a browser). The demo forwards nowhere.
  const amocrm = test ? { port: int(env.TEST_AMOCRM_PORT, 4012), token: randomBytes(24).toString('base64url') } : null;
  const cmsEnv = {
    ...secrets.strapi,
    HOST: '127.0.0.1',
    PORT: String(ports.cms),
    DATABASE_FILENAME: test ? '.tmp/test.db' : env.DATABASE_FILENAME ?? '.tmp/data.db',
    // The test stack's uploads (and their AVIF copies) stay out of the demo's cms/public.
    ...(test ? { CMS_PUBLIC_DIR: path.join(dataDir, 'cms-public') } : {}),
    CMS_API_TOKEN_FILE: cmsTokenFile,
    ...(cmsWriteTokenFile ? { CMS_WRITE_TOKEN_FILE: cmsWriteTokenFile } : {}),
    CMS_SERVE_ADMIN: test ? 'false' : 'true',
    // Content changes reach web at once (POST /api/revalidate) instead of after its cache time.
    WEB_REVALIDATE_URL: `${urls.web}/api/revalidate`,
    REVALIDATE_SECRET: secrets.revalidateSecret,
    // The edit view's Preview button opens the entry's page on web, drafts through a signed link.
    WEB_PUBLIC_URL: urls.web,
    PREVIEW_SECRET: secrets.previewSecret,
    NODE_ENV: 'production',
  };
  const salesEnv = {
    SALES_DATA_HOST: '127.0.0.1',
    SALES_DATA_PORT: String(ports.sales),
    SALES_DATA_TOKEN: env.SALES_DATA_TOKEN ?? secrets.salesDataToken,
    SALES_DATA_DIR: path.join(dataDir, 'sales-data'),
    // In cluster mode the pictures come from the site's own origin, as in production: nginx serves
    // sales-data's /media/ and the CMS's /uploads/ (deploy/nginx/site.conf).
    SALES_DATA_PUBLIC_URL: cluster ? urls.web : `http://localhost:${ports.sales}`,
    ...(amocrm ? { AMOCRM_BASE_URL: `http://127.0.0.1:${amocrm.port}`, AMOCRM_ACCESS_TOKEN: amocrm.token } : {}),
    // The end-to-end tests switch units (e.g. to SOLD) through PUT /api/test/property/{id}/status
    // (tests/e2e/sales-controls.ts). Only the test stack: the demo's statuses never change.
    ...(test ? { SALES_DATA_TEST_CONTROLS: '1' } : {}),
    NODE_ENV: 'production',
  };
  const webEnv = {
    PORT: String(ports.web),
    CMS_URL: urls.cms,
    CMS_API_TOKEN_FILE: cmsTokenFile,
    SALES_DATA_URL: urls.sales,
    SALES_DATA_TOKEN: salesEnv.SALES_DATA_TOKEN,
    SITE_URL: urls.web,
    REVALIDATE_SECRET: secrets.revalidateSecret,
    PREVIEW_SECRET: secrets.previewSecret,
    // /debug answers only to this token in production (the e2e tests send it; .data/secrets.json
    // has it for the demo's operator).
    DEBUG_TOKEN: secrets.debugToken,
    // No proxy in front: the socket's peer is the visitor. A start-up with the nginx of deploy/nginx
    // in front passes TRUSTED_PROXIES=127.0.0.1 (bench/run.mjs does).
    TRUSTED_PROXIES: '',
    // Tests stop the sales-data service and wait for pages to notice; a short cache keeps that quick.
    ...(test ? { SALES_CACHE_SECONDS: '5' } : {}),
    // One partner origin, so the e2e run sees the embed allow-list reach frame-ancestors.
    ...(test ? { EMBED_ALLOWED_ORIGINS: 'https://partner.example' } : {}),
    // The listing feeds are regenerated every 6 s, so the e2e run sees a sold unit leave them
    // (the demo keeps the 30-minute default).
    ...(test ? { FEED_REFRESH_MINUTES: '0.1' } : {}),
    // Web keeps the last known CMS redirect table here, so redirects survive a CMS outage.
    DATA_DIR: path.join(dataDir, 'web'),
    // Web's lead database: embedded PGlite in DATA_DIR unless WEB_DATABASE_URL names a Postgres.
    // (A DATABASE_URL in the shell may be meant for the CMS; it must not reach web by accident.)
    DATABASE_URL: test ? '' : (process.env.WEB_DATABASE_URL ?? ''),
    SALES_DATA_PUBLIC_URL: salesEnv.SALES_DATA_PUBLIC_URL,
    ...(cluster ? { CMS_MEDIA_URL: urls.web } : {}),
    NODE_ENV: 'production',
  };
  return { mode, test, ports, urls, dataDir, cmsEnv, salesEnv, webEnv, cmsTokenFile, cmsWriteTokenFile, amocrm };
}

export async function buildStack(settings) {
  await step('Build sales-data service', () =>
    cached('build-sales-data', { inputs: ['services/sales-data', 'packages/contracts', 'data/demo', 'package-lock.json'], outputs: ['services/sales-data/dist'] }, () =>
      run(npm, ['run', 'build', '-w', '@novostroy/sales-data'], { quiet: true }),
    ),
  );
  // Tests run the CMS API-only, so they skip the admin bundle (about 40 s and 2 GB). A current
  // full build already contains the server, and rebuilding it would pull the files from under a
  // CMS that `npm start` may be serving.
  const cmsInputs = { inputs: ['cms/src', 'cms/config', 'cms/package-lock.json', 'cms/tsconfig.json'], outputs: ['cms/dist'] };
  const cmsBuild = settings.test && !isFresh('cms-build', cmsInputs) ? 'build:server' : 'build';
  await step(`Build CMS (${cmsBuild === 'build' ? 'server and admin panel' : 'server only'})`, () =>
    cached(`cms-${cmsBuild}`, cmsInputs, () => run(npm, ['run', cmsBuild], { cwd: CMS_DIR, env: settings.cmsEnv, quiet: true })),
  );
  await step('Build web (next build)', () =>
    cached('build-web', { inputs: ['apps/web', 'packages/contracts', 'package-lock.json'], outputs: ['apps/web/.next/BUILD_ID'] }, () =>
      run(npm, ['run', 'build', '-w', '@novostroy/web'], { quiet: true }),
    ),
  );
}

export async function seedCms(settings) {
  const seed = () => run(npm, ['run', 'seed'], { cwd: CMS_DIR, env: settings.cmsEnv, quiet: true });
  // On Postgres the seed always runs: a stamp cannot tell that the database was dropped or
  // replaced, and a second run only checks what is there (about 4 s).
  if (settings.cmsEnv.DATABASE_CLIENT === 'postgres') return step('Seed demo content into the CMS (Postgres)', seed);
  const publicDir = settings.cmsEnv.CMS_PUBLIC_DIR;
  if (publicDir) preparePublicDir(publicDir, settings.cmsEnv.DATABASE_FILENAME);
  await step('Seed demo content into the CMS', () =>
    cached(
      `seed-${settings.mode}`,
      { inputs: ['cms/scripts', 'cms/src', 'data/demo'], outputs: [path.join('cms', settings.cmsEnv.DATABASE_FILENAME), settings.cmsTokenFile, ...(settings.cmsWriteTokenFile ? [settings.cmsWriteTokenFile] : [])] },
      seed,
    ),
  );
}

/**
 * A public folder of its own (the test stack's): the CMS's robots.txt copied in, and the SQLite
 * database removed when the folder has no uploads (so the stamp above is stale and the seed runs),
 * since a seed only adds what its database lacks and would not upload the pictures of records it
 * already has again.
 */
function preparePublicDir(publicDir, databaseFile) {
  const uploads = path.join(publicDir, 'uploads');
  if (!existsSync(uploads) || readdirSync(uploads).length === 0) {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(path.join(CMS_DIR, `${databaseFile}${suffix}`), { force: true });
  }
  mkdirSync(uploads, { recursive: true });
  copyFileSync(path.join(CMS_DIR, 'public', 'robots.txt'), path.join(publicDir, 'robots.txt'));
}

/** Clears what a previous test run left, so every run starts from the same state. */
export function resetTestData(settings) {
  if (!settings.test) return;
  rmSync(path.join(settings.dataDir, 'sales-data'), { recursive: true, force: true });
  rmSync(path.join(settings.dataDir, 'web'), { recursive: true, force: true });
}

export async function startCms(settings) {
  return step('Start CMS', () =>
    startService({ name: 'cms', command: npm, args: ['run', 'start'], cwd: CMS_DIR, env: settings.cmsEnv, healthUrl: `${settings.urls.cms}/_health` }),
  );
}

/** The fake amoCRM account of the test stack (built with the sales-data service). */
export async function startFakeAmoCrm(settings) {
  if (!settings.amocrm) return null;
  const { port, token } = settings.amocrm;
  return step('Start the fake amoCRM account', () =>
    startService({
      name: 'amocrm',
      command: process.execPath,
      args: [path.join(ROOT, 'services/sales-data/dist/fake-amocrm.mjs')],
      env: { FAKE_AMOCRM_PORT: String(port), FAKE_AMOCRM_TOKEN: token },
      healthUrl: `http://127.0.0.1:${port}/`,
    }),
  );
}

export async function startSalesData(settings) {
  return step('Start sales-data service', () =>
    startService({
      name: 'sales',
      command: npm,
      args: ['run', 'start', '-w', '@novostroy/sales-data'],
      env: settings.salesEnv,
      healthUrl: `${settings.urls.sales}/health`,
    }),
  );
}

export async function startWeb(settings, overrides = {}) {
  const env = { ...settings.webEnv, ...overrides };
  return step(`Start web on port ${env.PORT}`, () =>
    startService({
      name: overrides.PORT ? `web:${overrides.PORT}` : 'web',
      command: npm,
      args: ['run', 'start', '-w', '@novostroy/web'],
      env,
      healthUrl: `http://127.0.0.1:${env.PORT}/`,
    }),
  );
}
