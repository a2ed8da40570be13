// Core REST routes for projects; reads get the default populate of ../middlewares/default-populate.
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::project.project', {
  config: {
    find: { middlewares: ['api::project.default-populate'] },
    findOne: { middlewares: ['api::project.default-populate'] },
  },
});
