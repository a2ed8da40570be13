// Core REST controller for FAQ items.
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::faq.faq');
