// Core service for SEO pages.
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::content.content');
