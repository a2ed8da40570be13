// The system checks' client of the running CMS's upload API (CMS_URL, with a full-access token in
// CMS_WRITE_TOKEN_FILE): uploads that are deleted again when the file's tests end.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after } from 'node:test';

export const base = process.env.CMS_URL;
const tokenFile = process.env.CMS_WRITE_TOKEN_FILE;
const uploaded = [];

const token = () => readFileSync(tokenFile, 'utf8').trim();

/** Uploads one file through POST /api/upload (optionally replacing the file `replaces`); its media record. */
export async function upload(name, type, bytes, { replaces } = {}) {
  assert.ok(base, 'CMS_URL names the CMS to check');
  assert.ok(tokenFile, 'CMS_WRITE_TOKEN_FILE names a full-access token');
  const form = new FormData();
  form.append('files', new Blob([bytes], { type }), name);
  const response = await fetch(`${base}/api/upload${replaces ? `?id=${replaces}` : ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token()}` },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.json();
  assert.equal(response.status, replaces ? 200 : 201, `POST /api/upload answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  const file = Array.isArray(body) ? body[0] : body;
  if (!replaces) uploaded.push(file.id);
  return file;
}

after(async () => {
  for (const id of uploaded) {
    await fetch(`${base}/api/upload/files/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token()}` } }).catch(() => undefined);
  }
});
