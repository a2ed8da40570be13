// Shared by build-server.mjs and seed.mjs: TypeScript compilation of the app into dist/, with
// Strapi's generated content types (types/generated, not committed) made first, because the seed is
// type-checked against them.
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';

// Strapi's ESM build cannot be imported by Node 20 (directory imports), so load its CommonJS build.
const require = createRequire(import.meta.url);
const { compileStrapi, createStrapi } = require('@strapi/strapi');

const GENERATED = path.resolve('types', 'generated', 'contentTypes.d.ts');

/** Same steps as `strapi ts:generate-types`: emit without type checks, register the app, write the types. */
export async function generateTypes() {
  const tsUtils = require('@strapi/typescript-utils');
  const appContext = await compileStrapi({ ignoreDiagnostics: true });
  const app = await createStrapi(appContext).register();
  await tsUtils.generators.generate({
    strapi: app,
    pwd: appContext.appDir,
    logger: { silent: true },
    artifacts: { contentTypes: true, components: true },
  });
  await app.destroy();
}

// types/generated is left out: it is derived from src/ and rewritten during every compile.
const SOURCES = ['config', 'src', 'scripts', 'tsconfig.json', 'package.json'];
// Written after every successful compile; tsconfig.tsbuildinfo cannot serve, `tsc --noEmit` touches it.
const STAMP = path.resolve('dist', '.compiled');

/** Newest modification time under the given paths (files and folders, recursively). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stats = statSync(target);
    newest = Math.max(newest, stats.mtimeMs);
    if (stats.isDirectory()) for (const entry of readdirSync(target)) visit(path.join(target, entry));
  };
  paths.forEach((p) => visit(path.resolve(p)));
  return newest;
}

/**
 * Compiles with full type checks (exits on a type error); generates the types first when missing.
 * With `skipWhenFresh`, a dist/ newer than every source is used as it is: even an incremental
 * TypeScript run costs about 5 s, which would dominate a second seed run.
 */
export async function compileApp({ regenerateTypes = false, skipWhenFresh = false } = {}) {
  if (skipWhenFresh && existsSync(GENERATED) && existsSync(STAMP) && statSync(STAMP).mtimeMs >= newestMtime(SOURCES)) {
    return { appDir: process.cwd(), distDir: path.resolve('dist'), compiled: false };
  }
  const started = Date.now();
  if (regenerateTypes || !existsSync(GENERATED)) await generateTypes();
  const app = await compileStrapi();
  // Stamped with the start time, so a source saved during the compile still counts as newer.
  writeFileSync(STAMP, `${new Date(started).toISOString()}\n`);
  utimesSync(STAMP, new Date(started), new Date(started));
  return { ...app, compiled: true };
}

export { createStrapi };
