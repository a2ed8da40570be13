// Core REST routes for SEO pages; reads get the default populate of ../middlewares/default-populate.
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::content.content', {
  config: {
    find: { middlewares: ['api::content.default-populate'] },
    findOne: { middlewares: ['api::content.default-populate'] },
  },
});
