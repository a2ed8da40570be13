// Core service for the home hero block.
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::main-block.main-block');
