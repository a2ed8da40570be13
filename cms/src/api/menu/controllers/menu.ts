// Core REST controller for menus.
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::menu.menu');
