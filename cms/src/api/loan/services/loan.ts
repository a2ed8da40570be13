// Core service for loan programmes.
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::loan.loan');
