// Core REST routes for tenders; reads get the default populate of ../middlewares/default-populate.
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::tender.tender', {
  config: {
    find: { middlewares: ['api::tender.default-populate'] },
    findOne: { middlewares: ['api::tender.default-populate'] },
  },
});
