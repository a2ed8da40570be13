// Core REST routes for news posts; reads get the default populate of ../middlewares/default-populate.
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::news-item.news-item', {
  config: {
    find: { middlewares: ['api::news-item.default-populate'] },
    findOne: { middlewares: ['api::news-item.default-populate'] },
  },
});
