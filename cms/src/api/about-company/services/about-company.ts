// Core service for the about-company page.
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::about-company.about-company');
