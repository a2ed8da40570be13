// Core REST routes for construction progress reports; reads get the default populate of ../middlewares/default-populate.
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::construcrion-progress.construcrion-progress', {
  config: {
    find: { middlewares: ['api::construcrion-progress.default-populate'] },
    findOne: { middlewares: ['api::construcrion-progress.default-populate'] },
  },
});
