// Core REST routes for redirects. Scalars only, so there is nothing to populate by default.
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::redirect.redirect');
