// Core REST controller for global settings.
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::global.global');
