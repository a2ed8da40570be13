// No secret of the run in any line that any process of the run printed: scripts/test.mjs keeps
// every child's output in .data/test/logs (keepChildLogs), and this suite, the last of the run,
// reads them all (the fuzz suite's own web server writes its log there too).
//   SECRETS_FILE   JSON of the run's secrets   SECRETS_LOG_DIR   the folder of the run's logs
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { filesUnder, loadSecrets, secretsIn } from './secrets.mjs';

describe('no secret in the logs of the whole test run', () => {
  it('is printed by no process of the run (servers, builds, every suite)', () => {
    const dir = process.env.SECRETS_LOG_DIR;
    assert.ok(dir, 'SECRETS_LOG_DIR must name the folder of the run\'s logs (npm test sets it)');
    const secrets = loadSecrets();
    const files = filesUnder(dir);
    assert.ok(files.length >= 10, `the run kept its logs (${files.length} files in ${dir})`);
    const found = [];
    for (const file of files) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const name of secretsIn(line, secrets)) found.push(`${name} in ${path.basename(file)}:${index + 1}`);
      });
    }
    assert.deepEqual(found, []);
  });
});
