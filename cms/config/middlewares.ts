// Koa middleware stack (Strapi defaults). Media are served from this origin, so the default CSP suffices;
// the uploads' AVIF copies go out before the upload route (src/middlewares/avif-uploads.ts).
export default [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  'global::avif-uploads',
];
