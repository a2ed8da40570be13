// Application lifecycle hooks. Nothing writes at boot: demo content comes from `npm run seed`, so
// starting the server never changes the database by itself. Bootstrap only starts telling the web
// app about content changes (when WEB_REVALIDATE_URL is set).
import type { Core } from '@strapi/strapi';
import { notifyWebOfChanges } from './utils/notify-web';

export default {
  register() {},
  bootstrap({ strapi }: { strapi: Core.Strapi }) {
    notifyWebOfChanges(strapi);
  },
};
