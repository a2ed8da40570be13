// Core service for workers.
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::worker.worker');
