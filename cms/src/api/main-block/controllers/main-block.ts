// Core REST controller for the home hero block.
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::main-block.main-block');
