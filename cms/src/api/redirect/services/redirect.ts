// Core service for redirects.
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::redirect.redirect');
