// Bundles the service into one runnable file, dist/server.mjs (or the path given as the first
// argument): the contract, the demo complexes, all dependencies and the PDF fonts are inlined,
// so `node dist/server.mjs` needs nothing else, not even node_modules.
import { build } from 'esbuild';
import { mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const started = Date.now();

/** Replaces src/pdf/font-bytes.ts (which reads node_modules at run time) with inlined font files. */
const inlineFonts = {
  name: 'inline-fonts',
  setup(b) {
    b.onLoad({ filter: /[\\/]pdf[\\/]font-bytes\.ts$/ }, () => ({
      loader: 'ts',
      resolveDir: here,
      contents: [
        `import regular from ${JSON.stringify(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'))};`,
        `import bold from ${JSON.stringify(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'))};`,
        `export function loadFontBytes() { return { regular, bold }; }`,
      ].join('\n'),
    }));
  },
};

const outfile = path.resolve(process.argv[2] ?? path.join(here, 'dist', 'server.mjs'));
mkdirSync(path.dirname(outfile), { recursive: true });
await build({
  entryPoints: [path.join(here, 'src', 'main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  legalComments: 'linked',
  loader: { '.ttf': 'binary' },
  plugins: [inlineFonts],
  // CommonJS dependencies inside an ES module bundle still call require() for built-ins.
  banner: { js: "import { createRequire as __salesDataCreateRequire } from 'node:module'; const require = __salesDataCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
// The fake amoCRM account the end-to-end stack forwards test leads to (never used in production).
await build({
  entryPoints: [path.join(here, 'src', 'crm', 'fake-amocrm-main.ts')],
  outfile: path.join(path.dirname(outfile), 'fake-amocrm.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  logLevel: 'warning',
});
const size = (statSync(outfile).size / 1024 / 1024).toFixed(1);
console.log(`built ${path.relative(process.cwd(), outfile)} (${size} MB) in ${Date.now() - started} ms`);
