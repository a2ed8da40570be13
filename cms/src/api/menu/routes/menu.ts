// Core REST routes for menus; reads get the default populate of ../middlewares/default-populate.
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::menu.menu', {
  config: {
    find: { middlewares: ['api::menu.default-populate'] },
    findOne: { middlewares: ['api::menu.default-populate'] },
  },
});
