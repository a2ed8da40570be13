// Core REST controller for construction progress reports.
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::construcrion-progress.construcrion-progress');
