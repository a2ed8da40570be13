// Core REST routes for the about-company page; reads get the default populate of ../middlewares/default-populate.
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::about-company.about-company', {
  config: {
    find: { middlewares: ['api::about-company.default-populate'] },
  },
});
