// Core REST controller for links.
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::link.link');
