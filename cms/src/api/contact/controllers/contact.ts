// Core REST controller for offices.
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::contact.contact');
