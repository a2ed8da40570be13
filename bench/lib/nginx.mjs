// nginx for the benchmark: Debian's package (installed when missing, as the test stack does for
// Chromium), run in the foreground with the production site config (deploy/nginx/site.conf) and
// the static ceiling rendered into a temporary prefix. Nothing is written to /etc.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { userInfo } from 'node:os';
import path from 'node:path';
import { ROOT, log, run, startService, step } from '../../scripts/lib/orchestrator.mjs';
import { renderTemplate, withDerivedValues } from '../../deploy/nginx/render.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';

export async function ensureNginx() {
  await step('nginx for the cache layer', async () => {
    if (existsSync(NGINX) && existsSync(MIME_TYPES)) return log(`  ${NGINX} present`);
    if (process.getuid?.() !== 0) throw new Error(`${NGINX} is missing: install Debian's nginx-light package (apt-get install nginx-light)`);
    await run('apt-get', ['update', '-qq'], { quiet: true });
    await run('apt-get', ['install', '-y', '-qq', 'nginx-light'], { quiet: true, env: { DEBIAN_FRONTEND: 'noninteractive' } });
    // Debian starts the system service on install; the benchmark runs its own instance instead.
    await run('sh', ['-c', 'command -v systemctl >/dev/null && systemctl stop nginx || service nginx stop || true'], { quiet: true }).catch(() => {});
  });
}

/**
 * The three files of the benchmark's nginx, as text: the main file, the production site with
 * the bench's ports (HTTPS on `ports.edge` with `tls.certificate` and `tls.key`, the redirect from
 * plain HTTP on `ports.edgeHttp`, the pictures from the CMS on `ports.cms` and sales-data on
 * `ports.sales`), and the static ceiling (HTTPS on `ports.static`, same certificate). Pure, for
 * the unit tests.
 */
export function renderBenchNginx({ templates, prefix, edgeSecret, ports, tls, workers = 'auto', root = false }) {
  return {
    'nginx.conf': renderTemplate(templates.main, {
      NGINX_USER: root ? 'root' : userInfo().username,
      WORKERS: String(workers),
      PREFIX: prefix,
      MIME_TYPES,
    }),
    'site.conf': renderTemplate(
      templates.site,
      withDerivedValues({
        LISTEN: `127.0.0.1:${ports.edgeHttp}`,
        LISTEN_TLS: `127.0.0.1:${ports.edge}`,
        TLS_CERTIFICATE: tls.certificate,
        TLS_CERTIFICATE_KEY: tls.key,
        SERVER_NAME: 'localhost 127.0.0.1',
        // One web instance, or several (a list: one `server` line each in the upstream block).
        WEB_UPSTREAM: [ports.web].flat().map((port) => `127.0.0.1:${port}`),
        CMS_UPSTREAM: `127.0.0.1:${ports.cms}`,
        SALES_DATA_UPSTREAM: `127.0.0.1:${ports.sales}`,
        CACHE_DIR: path.join(prefix, 'cache'),
        EDGE_SECRET: edgeSecret,
      }),
    ),
    'static.conf': renderTemplate(templates.static, {
      STATIC_LISTEN: `127.0.0.1:${ports.static}`,
      STATIC_ROOT: path.join(prefix, 'static'),
      TLS_CERTIFICATE: tls.certificate,
      TLS_CERTIFICATE_KEY: tls.key,
    }),
  };
}

/** Whether an HTTPS server answers `url` with a status below 500, whatever its certificate. */
function answersOverTls(url) {
  return new Promise((resolve) => {
    const request = https.get(url, { rejectUnauthorized: false, timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode < 500);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

export function readTemplates() {
  return {
    main: readFileSync(path.join(ROOT, 'bench/nginx/nginx.conf'), 'utf8'),
    site: readFileSync(path.join(ROOT, 'deploy/nginx/site.conf'), 'utf8'),
    static: readFileSync(path.join(ROOT, 'bench/nginx/static.conf'), 'utf8'),
  };
}

/**
 * Writes the config under `prefix`, checks it with `nginx -t`, starts nginx in the foreground.
 * `tls`: the certificate and key of the HTTPS listener (scripts/lib/tls.mjs makes throwaway ones).
 */
export async function startNginx({ prefix, edgeSecret, ports, tls }) {
  return step(`Start nginx (cache layer https :${ports.edge}, redirect from http :${ports.edgeHttp}, static ceiling https :${ports.static})`, async () => {
    for (const dir of ['cache', 'static', 'tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) mkdirSync(path.join(prefix, dir), { recursive: true });
    const files = renderBenchNginx({ templates: readTemplates(), prefix, edgeSecret, ports, tls, root: process.getuid?.() === 0 });
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(prefix, name), text, { mode: 0o600 });
    // Until the page copy is saved, the ceiling answers with a placeholder file.
    if (!existsSync(path.join(prefix, 'static/page.html'))) writeFileSync(path.join(prefix, 'static/page.html'), '<!doctype html><title>placeholder</title>');
    const conf = path.join(prefix, 'nginx.conf');
    const staticUrl = `https://127.0.0.1:${ports.static}/`;
    await run(NGINX, ['-t', '-q', '-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], { quiet: true });
    return startService({
      name: 'nginx',
      command: NGINX,
      args: ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')],
      // A probe of the static server's HTTPS listener: every listener is up once it answers. The
      // probe does not check the throwaway certificate, which the calling process may not trust.
      healthUrl: staticUrl,
      ready: () => answersOverTls(staticUrl),
    });
  });
}
