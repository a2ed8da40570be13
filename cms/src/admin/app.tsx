// Admin panel customisation: editors work in Russian, so Russian is offered next to English.
// Telemetry-free: nothing here reaches the internet.
import type { StrapiApp } from '@strapi/strapi/admin';

export default {
  config: {
    locales: ['ru'],
  },
  bootstrap(_app: StrapiApp) {},
};
