// `npm run start:cluster`: the production topology on one machine, beside `npm start` on ports of
// its own (docs/architecture.md, "Scaled out"). PostgreSQL and Redis from Debian's packages, the
// CMS on Postgres, sales-data, N web instances sharing one Postgres database (leads and outbox)
// and one Redis (REDIS_URL), and nginx with the page cache (deploy/nginx/site.conf) balancing
// them. Install, build and seed are reused from `npm start`'s machinery. Ctrl-C stops everything.
//
//   WEB_INSTANCES=2            web instances (1 to 8)
//   CLUSTER_PORT=8300          nginx: the site's address, https://localhost:8300 (a throwaway
//                              certificate: .data/cluster/tls/ca.pem is its CA)
//   CLUSTER_HTTP_PORT=8380     nginx's plain HTTP, which redirects to https
//   CLUSTER_WEB_PORT=3300      first web instance; the others take the next ports
//   CLUSTER_CMS_PORT=1340  CLUSTER_SALES_DATA_PORT=4020
//   POSTGRES_PORT=5440  REDIS_PORT=6389      the servers it starts (data in .data/cluster)
//   CLUSTER_POSTGRES_URL=postgres://…/postgres  use a running Postgres instead (a role that may
//                                               create databases); CLUSTER_REDIS_URL likewise
//   CLUSTER_DATABASE_PREFIX=novostroy          databases <prefix>_web and <prefix>_cms
//
//   --check   once everything is up: the site answers through nginx, a lead posted through nginx
//             arrives at sales-data exactly once, every web instance answered requests; then stop
//             (exit code 0 when every check passed).
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { NGINX, ensureNginx } from '../bench/lib/nginx.mjs';
import { renderTemplate, withDerivedValues } from '../deploy/nginx/render.mjs';
import { ROOT, installDependencies, log, run, serveUntilStopped, startService, step, stopAll, stopChildrenOnExit } from './lib/orchestrator.mjs';
import { databaseUrl, ensureDatabases, startPostgres, startRedis } from './lib/services.mjs';
import { buildStack, seedCms, stackSettings, startCms, startSalesData, startWeb } from './lib/stack.mjs';
import { makeTestCertificates } from './lib/tls.mjs';

// nginx serves the site over HTTPS, as in production, with a certificate of a throwaway CA made
// for each run. Node reads NODE_EXTRA_CA_CERTS only at start, so the script makes the CA, then
// runs itself again trusting it (the --check requests go through nginx).
const tlsDir = path.join(ROOT, '.data', 'cluster', 'tls');
if (!process.env.NOVOSTROY_CLUSTER_TLS) {
  const { ca } = makeTestCertificates(tlsDir, { hosts: ['localhost', '127.0.0.1'] });
  const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, NOVOSTROY_CLUSTER_TLS: '1', NODE_EXTRA_CA_CERTS: ca },
  });
  process.exit(again.status ?? 1);
}

stopChildrenOnExit();
const checkOnly = process.argv.includes('--check');
const env = process.env;
const settings = stackSettings('cluster');
const instances = Number(env.WEB_INSTANCES ?? 2);
if (!Number.isInteger(instances) || instances < 1 || instances > 8) {
  console.error(`WEB_INSTANCES must be a whole number from 1 to 8, not ${env.WEB_INSTANCES}`);
  process.exit(2);
}
const prefix = env.CLUSTER_DATABASE_PREFIX ?? 'novostroy';
const databases = { web: `${prefix}_web`, cms: `${prefix}_cms` };
const webPorts = Array.from({ length: instances }, (_, i) => settings.ports.web + i);
const edgeUrl = `https://127.0.0.1:${settings.ports.edge}`;
const nginxPrefix = path.join(settings.dataDir, 'nginx');
// A fresh secret each run: the cache is emptied at start, so no page keeps an old placeholder.
const edgeSecret = randomBytes(24).toString('base64url');
// amoCRM (behind sales-data) takes 7 requests a second: the instances' outbox workers share that.
const outboxRate = env.OUTBOX_RATE_PER_SECOND ?? String(Math.max(1, Math.floor(7 / instances)));

/** Postgres (ours, or the one named by CLUSTER_POSTGRES_URL) with the two databases. */
async function postgres() {
  if (env.CLUSTER_POSTGRES_URL) {
    await step('Databases on the Postgres of CLUSTER_POSTGRES_URL', () => ensureDatabases(env.CLUSTER_POSTGRES_URL, Object.values(databases)));
    return { url: env.CLUSTER_POSTGRES_URL, child: null };
  }
  const server = await startPostgres({ dataDir: path.join(settings.dataDir, 'postgres'), port: settings.ports.postgres, databases: Object.values(databases) });
  return { url: server.url(), child: server.child };
}

async function redis() {
  if (env.CLUSTER_REDIS_URL) return { url: env.CLUSTER_REDIS_URL, child: null };
  const server = await startRedis({ dataDir: path.join(settings.dataDir, 'redis'), port: settings.ports.redis });
  return { url: server.url, child: server.child };
}

/** nginx in the foreground under .data/cluster/nginx, with the production site in front of the instances. */
async function startNginx() {
  return step(`Start nginx on port ${settings.ports.edge} (upstream: ${webPorts.length} web instances)`, async () => {
    rmSync(path.join(nginxPrefix, 'cache'), { recursive: true, force: true });
    for (const dir of ['cache', 'tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) mkdirSync(path.join(nginxPrefix, dir), { recursive: true });
    const files = {
      'nginx.conf': renderTemplate(readFileSync(path.join(ROOT, 'scripts/cluster/nginx.conf'), 'utf8'), {
        NGINX_USER: process.getuid?.() === 0 ? 'root' : userInfo().username,
        PREFIX: nginxPrefix,
        MIME_TYPES: '/etc/nginx/mime.types',
      }),
      'site.conf': renderTemplate(
        readFileSync(path.join(ROOT, 'deploy/nginx/site.conf'), 'utf8'),
        withDerivedValues({
          LISTEN: `127.0.0.1:${settings.ports.edgeHttp}`,
          LISTEN_TLS: `127.0.0.1:${settings.ports.edge}`,
          TLS_CERTIFICATE: path.join(tlsDir, 'server.pem'),
          TLS_CERTIFICATE_KEY: path.join(tlsDir, 'server.key'),
          // Not on localhost: the browser would keep it for every port of the host.
          HSTS_MAX_AGE: '0',
          SERVER_NAME: 'localhost 127.0.0.1',
          WEB_UPSTREAM: webPorts.map((port) => `127.0.0.1:${port}`),
          CMS_UPSTREAM: `127.0.0.1:${settings.ports.cms}`,
          SALES_DATA_UPSTREAM: `127.0.0.1:${settings.ports.sales}`,
          CACHE_DIR: path.join(nginxPrefix, 'cache'),
          EDGE_SECRET: edgeSecret,
        }),
      ),
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(nginxPrefix, name), text, { mode: 0o600 });
    rmSync(path.join(nginxPrefix, 'access.log'), { force: true });
    const conf = path.join(nginxPrefix, 'nginx.conf');
    const errorLog = path.join(nginxPrefix, 'error.log');
    await run(NGINX, ['-t', '-q', '-p', nginxPrefix, '-c', conf, '-e', errorLog], { quiet: true });
    const child = await startService({ name: 'nginx', command: NGINX, args: ['-p', nginxPrefix, '-c', conf, '-e', errorLog], healthUrl: `${edgeUrl}/api/health` });
    // SIGQUIT: finish the requests in progress, then stop (SIGTERM would cut them).
    child.stopSignal = 'SIGQUIT';
    return child;
  });
}

/** The checks of --check: what a visitor, the sales team and an operator would see. */
async function checkCluster() {
  const results = [];
  const record = (name, ok, detail) => {
    results.push({ name, ok });
    log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
  };
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  // The site, through nginx: the home page, then the same page from the cache.
  const first = await fetch(`${edgeUrl}/`);
  const html = await first.text();
  const second = await fetch(`${edgeUrl}/`);
  await second.arrayBuffer();
  record('home page through nginx', first.status === 200 && /<html/i.test(html) && html.includes('</html>'), `${first.status}, ${html.length} bytes, cache ${first.headers.get('x-cache-status')}`);
  record('the second request is served from the page cache', second.status === 200 && second.headers.get('x-cache-status') === 'HIT', `cache ${second.headers.get('x-cache-status')}`);
  const catalogue = await fetch(`${edgeUrl}/our-projects`);
  const catalogueHtml = await catalogue.text();
  record('the projects page (CMS on Postgres, prices from sales-data)', catalogue.status === 200 && /ЖК/.test(catalogueHtml), `${catalogue.status}`);
  // Its pictures come from the site's own origin: the CMS's uploads and sales-data's plans through nginx.
  const unitHtml = await (await fetch(`${edgeUrl}/property/11010305`)).text();
  for (const [name, folder, html] of [['CMS upload', 'uploads', catalogueHtml], ['sales-data plan', 'media', unitHtml]]) {
    const src = new RegExp(`${settings.urls.web.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/${folder}/[^"'\\s?]+`).exec(html)?.[0];
    const picture = src ? await fetch(src.replace(settings.urls.web, edgeUrl)) : null;
    const bytes = picture ? (await picture.arrayBuffer()).byteLength : 0;
    record(`a ${name} from the site's origin`, picture?.status === 200 && /^image\//.test(picture.headers.get('content-type') ?? '') && bytes > 0, src ? `${src}: ${picture.status}, ${bytes} bytes` : 'no such URL in the page');
  }

  // A lead posted through nginx reaches sales-data once.
  const leadId = randomUUID();
  const lead = {
    lead_id: leadId,
    form: 'callback',
    name: 'Проверка кластера',
    phone: '8 (918) 123-45-67',
    consent: true,
    consent_version: '2026-01',
    fill_ms: 4200,
    website: '',
    context: { page_url: `${settings.urls.web}/` },
    utm: { utm_source: 'start-cluster-check' },
  };
  const posted = await fetch(`${edgeUrl}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: settings.urls.web },
    body: JSON.stringify(lead),
  });
  record('POST /api/leads through nginx is accepted', posted.status === 202, `${posted.status}`);
  const copies = async () => {
    const response = await fetch(`${settings.urls.sales}/api/amo-crm/leads?limit=1000`, { headers: { Authorization: `Bearer ${settings.salesEnv.SALES_DATA_TOKEN}` } });
    const { data } = await response.json();
    return data.filter((entry) => entry.id === leadId).length;
  };
  let count = 0;
  for (let waited = 0; waited < 20_000 && count === 0; waited += 250) {
    await sleep(250);
    count = await copies();
  }
  await sleep(2000); // a second delivery would show up here
  count = await copies();
  record('the lead arrives at sales-data exactly once', count === 1, `${count} cop${count === 1 ? 'y' : 'ies'}`);

  // Every instance answers: uncached requests through nginx, then who answered, from its log.
  await Promise.all(Array.from({ length: 6 * instances }, () => fetch(`${edgeUrl}/api/health`).then((r) => r.arrayBuffer())));
  await sleep(300);
  const lines = readFileSync(path.join(nginxPrefix, 'access.log'), 'utf8').trim().split('\n');
  const served = new Map();
  for (const line of lines) {
    const upstream = /upstream=(\S+)/.exec(line)?.[1];
    if (upstream && upstream !== '-') served.set(upstream, (served.get(upstream) ?? 0) + 1);
  }
  const spread = webPorts.map((port) => `127.0.0.1:${port} ${served.get(`127.0.0.1:${port}`) ?? 0}`).join(', ');
  record(`every web instance served requests (${instances})`, webPorts.every((port) => (served.get(`127.0.0.1:${port}`) ?? 0) > 0), `${lines.length} requests in nginx's log: ${spread}`);
  return results.every((result) => result.ok);
}

try {
  await installDependencies();
  await ensureNginx();
  await buildStack(settings);
  const { url: server, child: postgresChild } = await postgres();
  const { url: redisUrl, child: redisChild } = await redis();
  const webDatabase = databaseUrl(server, databases.web);
  // The CMS on Postgres (cms/config/database.ts) instead of its SQLite file.
  delete settings.cmsEnv.DATABASE_FILENAME;
  Object.assign(settings.cmsEnv, { DATABASE_CLIENT: 'postgres', DATABASE_URL: databaseUrl(server, databases.cms) });
  await seedCms(settings);
  const services = [postgresChild, redisChild].filter(Boolean);
  services.push(...(await Promise.all([startCms(settings), startSalesData(settings)])));
  // All at once: each applies the migrations, one after the other under the advisory lock.
  services.push(
    ...(await Promise.all(
      webPorts.map((port, index) =>
        startWeb(settings, {
          PORT: String(port),
          DATA_DIR: path.join(settings.dataDir, `web-${index + 1}`),
          DATABASE_URL: webDatabase,
          REDIS_URL: redisUrl,
          EDGE_SECRET: edgeSecret,
          // nginx on this host: its X-Forwarded-For names the visitor.
          TRUSTED_PROXIES: '127.0.0.1',
          OUTBOX_RATE_PER_SECOND: outboxRate,
        }),
      ),
    )),
  );
  services.push(await startNginx());
  await step('Ready', async () => {
    log('');
    log(`  Website (nginx)  ${settings.urls.web}   → web ${webPorts.map((port) => `:${port}`).join(' ')}`);
    log(`  CMS admin        ${settings.urls.cms}/admin   (admin@novostroy.local / Novostroy-Demo-2026)`);
    log(`  Sales-data API   ${settings.urls.sales}/api   (token in .data/secrets.json)`);
    log(`  Postgres         ${server.replace(/\/[^/]*$/, '')}   databases ${databases.web}, ${databases.cms}`);
    log(`  Redis            ${redisUrl}`);
    log(`  Who answered     ${path.relative(ROOT, path.join(nginxPrefix, 'access.log'))}   (upstream=…)`);
    log('');
    if (!checkOnly) log('  Press Ctrl-C to stop everything.');
  });
  if (checkOnly) {
    const ok = await step('Check the cluster', checkCluster);
    await stopAll();
    process.exit(ok ? 0 : 1);
  }
  await serveUntilStopped(services);
} catch (error) {
  log(`npm run start:cluster failed: ${error.message}`);
  await stopAll();
  process.exit(1);
}
