// Core REST controller for workers.
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::worker.worker');
