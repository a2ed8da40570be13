// Run after `next build` and the compile hints (the web's `build` script): writes the brotli and
// gzip copies of the build's static scripts and stylesheets that the web server sends
// (server/precompressed-static.mjs; docs/performance.md, "Static files compressed once, with brotli").
import path from 'node:path';
import { precompressStatic } from '../server/precompressed-static.mjs';

const nextDir = path.resolve(process.argv[2] ?? '.next');
const started = Date.now();
const { files, bytes, br, gzip } = precompressStatic(nextDir);
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompressed: ${files} static file(s), ${kb(bytes)} -> brotli ${kb(br)}, gzip ${kb(gzip)} (${Date.now() - started} ms)`);
