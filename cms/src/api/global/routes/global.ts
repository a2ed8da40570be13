// Core REST routes for global settings; reads get the default populate of ../middlewares/default-populate.
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::global.global', {
  config: {
    find: { middlewares: ['api::global.default-populate'] },
  },
});
