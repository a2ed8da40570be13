// Core REST controller for SEO pages.
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::content.content');
