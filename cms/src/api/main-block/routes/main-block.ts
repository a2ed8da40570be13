// Core REST routes for the home hero block; reads get the default populate of ../middlewares/default-populate.
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::main-block.main-block', {
  config: {
    find: { middlewares: ['api::main-block.default-populate'] },
  },
});
