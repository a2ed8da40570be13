// Core service for projects.
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::project.project');
