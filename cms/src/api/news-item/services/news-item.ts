// Core service for news posts.
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::news-item.news-item');
