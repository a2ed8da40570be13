// /uploads/<picture> as AVIF for a browser that accepts it, when the picture's copy is ready
// (src/utils/avif-copies.ts); otherwise, and for everything else, the upload route as before.
// The address stays the picture's own, so pages, the API and caches need no second URL: the
// answer says `Vary: Accept`, and the cache layer keys the pictures on AVIF or not
// (deploy/nginx/site.conf). The copies are also swept once at start (src/index.ts).
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { acceptsAvif, createAvifCopies, takesAvifCopy, type AvifCopies } from '../utils/avif-copies';

const PREFIX = '/uploads/';

let shared: AvifCopies | null = null;

/** The one set of copies of this CMS's upload folder (the middleware's and the start's sweep). */
export function avifCopies(strapi: Core.Strapi): AvifCopies {
  shared ??= createAvifCopies(path.join(strapi.dirs.static.public, 'uploads'), strapi.log);
  return shared;
}

const avifUploads: Core.MiddlewareFactory = (_config, { strapi }) => {
  const copies = avifCopies(strapi);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(PREFIX)) return next();
    const name = ctx.path.slice(PREFIX.length);
    if (!takesAvifCopy(name)) return next();
    // Whatever is sent, a cache must not give one browser's answer to a browser that accepts otherwise.
    ctx.vary('Accept');
    if (!acceptsAvif(ctx.get('accept'))) return next();
    const file = await copies.lookup(name);
    if (!file) return next();
    // The length, the date and the bytes from one open file, whatever is renamed meanwhile.
    const handle = await open(file).catch(() => null);
    if (!handle) return next();
    const { size, mtime } = await handle.stat();
    ctx.status = 200;
    ctx.type = 'image/avif';
    ctx.lastModified = mtime;
    // The browser asks again each time, as for the stored files (the upload route's max-age=0);
    // unchanged, it gets a 304.
    ctx.set('Cache-Control', 'max-age=0');
    ctx.length = size;
    if (ctx.fresh) ctx.status = 304;
    if (ctx.status === 304 || ctx.method === 'HEAD') {
      await handle.close();
      return;
    }
    ctx.body = handle.createReadStream();
  };
};

export default avifUploads;
