// Core service for global settings.
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::global.global');
