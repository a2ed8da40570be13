// Core service for construction progress reports.
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::construcrion-progress.construcrion-progress');
