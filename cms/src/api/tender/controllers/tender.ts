// Core REST controller for tenders.
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::tender.tender');
