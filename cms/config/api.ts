// REST settings. maxLimit must allow the web's content list (150 per page, spec section 9).
import type { Core } from '@strapi/strapi';

const config: Core.Config.Api = {
  rest: {
    defaultLimit: 25,
    maxLimit: 200,
    withCount: true,
  },
};

export default config;
