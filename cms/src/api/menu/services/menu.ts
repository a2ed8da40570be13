// Core service for menus.
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::menu.menu');
