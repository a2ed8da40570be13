import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { edgeNoncePlaceholder, renderTemplate, templateTokens, withDerivedValues } from '../../deploy/nginx/render.mjs';
import { readTemplates, renderBenchNginx } from './nginx.mjs';

const ports = { web: 3200, edge: 8080, edgeHttp: 8082, static: 8081, cms: 1339, sales: 4013 };
const tls = { certificate: '/tmp/bench-nginx/tls/server.pem', key: '/tmp/bench-nginx/tls/server.key' };
const files = renderBenchNginx({ templates: readTemplates(), prefix: '/tmp/bench-nginx', edgeSecret: 'secret-0123456789abcdef', ports, tls });

describe('renderTemplate', () => {
  it('replaces every token and refuses a template with a token left without a value', () => {
    assert.deepEqual(templateTokens('listen {{LISTEN}}; root {{ROOT}}; {{LISTEN}}'), ['LISTEN', 'ROOT']);
    assert.equal(renderTemplate('listen {{LISTEN}};', { LISTEN: '80' }), 'listen 80;');
    assert.throws(() => renderTemplate('listen {{LISTEN}}; {{ROOT}}', { LISTEN: '80' }), /no value for ROOT/);
  });

  it('repeats the line of a list token once per item, and checks every item', () => {
    assert.equal(renderTemplate('upstream u {\n    server {{WEB_UPSTREAM}};\n}', { WEB_UPSTREAM: ['127.0.0.1:3321', '127.0.0.1:3322'] }), 'upstream u {\n    server 127.0.0.1:3321;\n    server 127.0.0.1:3322;\n}');
    assert.throws(() => renderTemplate('server {{WEB_UPSTREAM}};', { WEB_UPSTREAM: [] }), /no value for WEB_UPSTREAM/);
    assert.throws(() => renderTemplate('server {{WEB_UPSTREAM}};', { WEB_UPSTREAM: ['127.0.0.1:1', '2; }'] }), /WEB_UPSTREAM/);
  });

  it('refuses a value that would end the directive and add its own', () => {
    assert.throws(() => renderTemplate('set $s "{{EDGE_SECRET}}";', { EDGE_SECRET: 'x"; return 200 "owned' }), /EDGE_SECRET/);
    assert.throws(() => renderTemplate('listen {{LISTEN}};', { LISTEN: '80;\nserver {' }), /LISTEN/);
  });
});

describe('edgeNoncePlaceholder', () => {
  it('matches the placeholder web derives from the same secret', () => {
    // The same vector is asserted in apps/web/src/platform/security/edge.test.ts.
    assert.equal(edgeNoncePlaceholder('edge-secret-0123456789abcdef'), 'edge51d92f4702b529cbe58fb849f425c63f7bf66d12');
  });
  it('refuses a secret web would ignore', () => {
    assert.throws(() => withDerivedValues({ EDGE_SECRET: 'short' }), /16 characters/);
  });
});

describe('renderBenchNginx', () => {
  it('puts the cache layer in front of the bench web and leaves no token behind', () => {
    for (const text of Object.values(files)) assert.doesNotMatch(text, /\{\{[A-Z_]+\}\}/);
    assert.match(files['site.conf'], /server 127\.0\.0\.1:3200;/);
    assert.match(files['site.conf'], /listen 127\.0\.0\.1:8080 ssl http2;/);
    assert.match(files['site.conf'], /listen 127\.0\.0\.1:8082;/);
    assert.match(files['static.conf'], /listen 127\.0\.0\.1:8081 ssl http2;/);
    assert.match(files['static.conf'], /ssl_certificate \/tmp\/bench-nginx\/tls\/server\.pem;/);
    // Only the saved pages are files; what they ask for (manifest, robots.txt, scripts) is web's.
    assert.match(files['static.conf'], /location = \/ \{\s+default_type text\/html;\s+try_files \/page\.html =404;/);
    assert.match(files['static.conf'], /location \/ \{\s+default_type text\/html;\s+try_files \/copies\$uri\.html @web;/);
    assert.match(files['static.conf'], /location @web \{\s+proxy_pass http:\/\/novostroy_web;/);
    // A saved page's pictures from its own origin, as the site's pages get theirs.
    assert.match(files['static.conf'], /location \^~ \/uploads\/ \{\s+proxy_pass http:\/\/novostroy_cms\/uploads\/;/);
    assert.match(files['static.conf'], /location \^~ \/media\/ \{\s+proxy_pass http:\/\/novostroy_sales_data\/media\/;/);
    assert.match(files['site.conf'], /proxy_cache_path \/tmp\/bench-nginx\/cache\/pages .*keys_zone=novostroy_pages:/);
    assert.match(files['site.conf'], /proxy_cache_path \/tmp\/bench-nginx\/cache\/media .*keys_zone=novostroy_media:/);
  });

  it('serves the CMS\'s uploads and sales-data\'s pictures from the site\'s origin, and nothing else of theirs', () => {
    const site = files['site.conf'];
    assert.match(site, /upstream novostroy_cms \{\s+server 127\.0\.0\.1:1339;/);
    assert.match(site, /upstream novostroy_sales_data \{\s+server 127\.0\.0\.1:4013;/);
    const location = (prefix) => site.slice(site.indexOf(`location ^~ ${prefix} {`), site.indexOf('\n    }', site.indexOf(`location ^~ ${prefix} {`)));
    for (const [prefix, upstream] of [['/uploads/', 'novostroy_cms'], ['/media/', 'novostroy_sales_data']]) {
      const block = location(prefix);
      // The prefix maps onto the same folder upstream (a URI in proxy_pass: nginx passes the
      // normalised path), read-only, in the pictures' own zone, without cookies either way.
      assert.match(block, new RegExp(`proxy_pass http://${upstream}${prefix.replaceAll('/', '\\/')};`), prefix);
      assert.match(block, /limit_except GET \{ deny all; \}/, prefix);
      assert.match(block, /proxy_cache novostroy_media;/, prefix);
      assert.match(block, /set \$edge_cookie "";/, prefix);
      assert.match(block, /proxy_hide_header Set-Cookie;/, prefix);
      assert.doesNotMatch(block, /edge_secret|sub_filter/, prefix);
    }
    // Only these two locations reach the CMS and sales-data.
    assert.equal(site.split('proxy_pass http://novostroy_cms').length - 1, 1);
    assert.equal(site.split('proxy_pass http://novostroy_sales_data').length - 1, 1);
    assert.match(site, /set \$edge_cookie \$http_cookie;\s+proxy_set_header Cookie \$edge_cookie;/);
    assert.doesNotMatch(files['nginx.conf'], /media\.conf/);
  });

  it('sends the secret only from the page location, and a fresh nonce replaces the placeholder', () => {
    const site = files['site.conf'];
    assert.equal(site.split('secret-0123456789abcdef').length - 1, 1);
    const pageLocation = site.slice(site.indexOf('location / {'), site.indexOf('location ~'));
    assert.match(pageLocation, /set \$edge_secret "secret-0123456789abcdef";/);
    assert.match(pageLocation, new RegExp(`sub_filter "${edgeNoncePlaceholder('secret-0123456789abcdef')}" "\\$request_id";`));
    assert.match(pageLocation, /sub_filter_once off;/);
    assert.match(pageLocation, /proxy_hide_header Content-Security-Policy;/);
    // sub_filter needs plain bytes: web is asked for an encoding only where the static files are.
    assert.match(site, /set \$web_accept_encoding "";\s+proxy_set_header Accept-Encoding \$web_accept_encoding;/);
    const encodingSetters = site.split('\n').filter((line) => /set \$web_accept_encoding /.test(line));
    assert.deepEqual(encodingSetters.map((line) => line.trim()), ['set $web_accept_encoding "";', 'set $web_accept_encoding $edge_static_encoding;']);
    const staticLocation = site.slice(site.indexOf('location /_next/static/ {'));
    assert.match(staticLocation.slice(0, staticLocation.indexOf('}')), /set \$web_accept_encoding \$edge_static_encoding;/);
  });

  it('serves stale pages on upstream errors and never keeps anything but a 200', () => {
    const site = files['site.conf'];
    assert.match(site, /proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;/);
    assert.match(site, /proxy_cache_background_update on;/);
    assert.match(site, /proxy_cache_lock on;/);
    assert.match(site, /map \$upstream_status \$edge_status_not_cacheable \{\s+"200" 0;\s+default 1;/);
    // A Set-Cookie response would be cached if the header were ignored.
    assert.doesNotMatch(site, /proxy_ignore_headers[^;]*Set-Cookie/);
  });

  it('sends an editor\'s draft preview (Next\'s draft-mode cookie) past the cache both ways', () => {
    const site = files['site.conf'];
    assert.match(site, /proxy_cache_bypass [^;]*\$cookie___prerender_bypass[^;]*;/);
    assert.match(site, /proxy_no_cache [^;]*\$cookie___prerender_bypass[^;]*;/);
  });

  it('keeps web\'s per-path framing and indexing headers: a cache key per URI, no frame or robots header of its own', () => {
    const site = files['site.conf'];
    // The embeddable test page (frame-ancestors with the allow-list, no X-Frame-Options) is stored
    // apart from every other page, and the CSP nginx re-adds is web's own with only the nonce swapped.
    assert.match(site, /proxy_cache_key "\$scheme\$host\$request_uri";/);
    assert.match(site, /map \$upstream_http_content_security_policy \$edge_csp \{/);
    assert.doesNotMatch(site, /(add_header|proxy_hide_header|more_set_headers)\s+(X-Frame-Options|X-Robots-Tag)/i);
    assert.doesNotMatch(site, /frame-ancestors/i);
  });
});

describe('TLS in the site config', () => {
  const site = files['site.conf'];
  const plain = site.slice(site.indexOf('server {'), site.indexOf('server {', site.indexOf('server {') + 1));
  const secure = site.slice(site.indexOf('listen 127.0.0.1:8080 ssl'));

  it('answers plain HTTP with nothing but a permanent redirect to the same host and path over HTTPS', () => {
    assert.match(plain, /listen 127\.0\.0\.1:8082;/);
    assert.match(plain, /return 301 https:\/\/\$host:8080\$request_uri;/);
    assert.doesNotMatch(plain, /proxy_pass/);
  });

  it('serves the site over TLS 1.2/1.3 with the configured certificate', () => {
    assert.match(secure, /ssl_certificate \/tmp\/bench-nginx\/tls\/server\.pem;/);
    assert.match(secure, /ssl_certificate_key \/tmp\/bench-nginx\/tls\/server\.key;/);
    assert.match(secure, /ssl_protocols TLSv1\.2 TLSv1\.3;/);
    assert.match(secure, /proxy_pass http:\/\/novostroy_web;/);
  });

  it('sends HSTS (two years by default) from the server and from every location that sets headers of its own', () => {
    // add_header is inherited only by a location that has none: each such location repeats it.
    const hsts = 'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;';
    assert.ok(secure.startsWith('listen'));
    for (const block of secure.split(/\n {4}location /).slice(1)) {
      if (/add_header|proxy_hide_header/.test(block)) assert.ok(block.includes(hsts) && block.includes('proxy_hide_header Strict-Transport-Security;'), block.slice(0, 60));
    }
    assert.ok(secure.split(/\n {4}location /)[0].includes(hsts));
  });

  it('derives the redirect port from LISTEN_TLS and refuses a short HSTS max-age', () => {
    assert.equal(withDerivedValues({ EDGE_SECRET: 'secret-0123456789abcdef', LISTEN_TLS: '443' }).HTTPS_PORT, '443');
    assert.equal(withDerivedValues({ EDGE_SECRET: 'secret-0123456789abcdef', LISTEN_TLS: '[::]:8443' }).HTTPS_PORT, '8443');
    assert.throws(() => withDerivedValues({ EDGE_SECRET: 'secret-0123456789abcdef', LISTEN_TLS: '443', HSTS_MAX_AGE: '300' }), /HSTS_MAX_AGE/);
  });
});
