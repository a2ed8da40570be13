// Core REST controller for projects.
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::project.project');
