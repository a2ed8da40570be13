// The bare Next app (bench/bare-next): built once per change of its files, started on its own port.
// The load part measures it beside web's pages, and the report gives web's throughput as a ratio
// of it (docs/performance.md, "Render cost").
import path from 'node:path';
import { ROOT, cached, run, startService, step } from '../../scripts/lib/orchestrator.mjs';

const APP = path.join(ROOT, 'bench', 'bare-next');
const NEXT = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const env = { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };

export async function startBareNext(port) {
  await step('Build the bare Next app (bench/bare-next)', () =>
    cached('bench-bare-next', { inputs: ['bench/bare-next', 'package-lock.json'], outputs: ['bench/bare-next/.next/BUILD_ID'] }, () =>
      run(process.execPath, [NEXT, 'build', APP], { env, quiet: true }),
    ),
  );
  return step(`Start the bare Next app on port ${port}`, () =>
    startService({ name: 'bare-next', command: process.execPath, args: [NEXT, 'start', APP, '--port', String(port)], env, healthUrl: `http://127.0.0.1:${port}/` }),
  );
}
