// Core service for links.
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::link.link');
