// Core service for offices.
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::contact.contact');
