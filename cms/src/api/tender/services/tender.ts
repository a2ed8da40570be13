// Core service for tenders.
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::tender.tender');
