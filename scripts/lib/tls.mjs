// A throwaway certificate authority and a server certificate signed by it, made with Debian's
// `openssl` for the tests and the benchmark that run nginx over HTTPS on this machine. Nothing
// here is ever trusted outside the process that names the CA (NODE_EXTRA_CA_CERTS, or a browser
// flag): each run makes new keys, valid for two days.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const OPENSSL = process.env.OPENSSL_PATH ?? 'openssl';

const openssl = (args, cwd) => execFileSync(OPENSSL, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * Writes ca.pem (the CA's certificate), server.pem and server.key (the server's certificate for
 * `hosts`, names and IP addresses, and its key) into `dir`; returns their paths.
 */
export function makeTestCertificates(dir, { hosts = ['localhost', '127.0.0.1'] } = {}) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    ['req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Novostroy throwaway test CA', '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
    dir,
  );
  openssl(['req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', `/CN=${hosts[0]}`], dir);
  const names = hosts.map((host) => (/^[\d.]+$|:/.test(host) ? `IP:${host}` : `DNS:${host}`)).join(',');
  writeFileSync(
    path.join(dir, 'server.ext'),
    `subjectAltName=${names}\nbasicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n`,
  );
  openssl(['x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.pem', '-days', '2', '-sha256', '-extfile', 'server.ext'], dir);
  return { ca: path.join(dir, 'ca.pem'), certificate: path.join(dir, 'server.pem'), key: path.join(dir, 'server.key') };
}
