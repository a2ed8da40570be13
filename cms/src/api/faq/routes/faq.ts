// Core REST routes for FAQ items. Scalars only, so there is nothing to populate by default.
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::faq.faq');
