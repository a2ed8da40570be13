// Core REST routes for workers; reads get the default populate of ../middlewares/default-populate.
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::worker.worker', {
  config: {
    find: { middlewares: ['api::worker.default-populate'] },
    findOne: { middlewares: ['api::worker.default-populate'] },
  },
});
