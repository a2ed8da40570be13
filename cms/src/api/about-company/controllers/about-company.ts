// Core REST controller for the about-company page.
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::about-company.about-company');
