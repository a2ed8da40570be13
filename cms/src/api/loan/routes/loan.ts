// Core REST routes for loan programmes; reads get the default populate of ../middlewares/default-populate.
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::loan.loan', {
  config: {
    find: { middlewares: ['api::loan.default-populate'] },
    findOne: { middlewares: ['api::loan.default-populate'] },
  },
});
