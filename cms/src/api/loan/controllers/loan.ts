// Core REST controller for loan programmes.
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::loan.loan');
