// Application lifecycle hooks. Demo content comes from `npm run seed`; the only thing bootstrap
// writes is the admin's Russian view configuration (labels, descriptions, edit layouts: see
// utils/admin-labels.ts), and only the parts whose source file changed since they were last
// applied. It also starts telling the web app about content changes (when WEB_REVALIDATE_URL is set),
// and, once the server listens, queues AVIF copies of the uploads whose present version has none
// (src/utils/avif-copies.ts).
import type { Core } from '@strapi/strapi';
import { avifCopies } from './middlewares/avif-uploads';
import { applyAdminLabels } from './utils/admin-labels';
import { notifyWebOfChanges } from './utils/notify-web';

export default {
  register() {},
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await applyAdminLabels(strapi);
    notifyWebOfChanges(strapi);
    // Once it serves, not in a process that only loads Strapi (the seed): the copies are made in
    // the background while the CMS answers requests.
    strapi.server.httpServer.once('listening', () => void avifCopies(strapi).sweep());
  },
};
