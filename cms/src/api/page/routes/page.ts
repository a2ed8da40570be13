// Core REST routes for the page list. Scalars only, so there is nothing to populate by default.
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::page.page');
