// Core service for FAQ items.
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::faq.faq');
