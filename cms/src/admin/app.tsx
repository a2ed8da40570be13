// Admin panel customisation: editors work in Russian, so Russian is offered next to English and is
// the language of a browser that never chose one (the login screen included; after login the
// user's own preferedLanguage applies, which the seed sets to Russian for the demo admin).
// translations/ru.json names the content types in Russian (Strapi looks their display names up as
// message ids) and fills the content-manager strings Strapi's own Russian leaves in English.
// Field labels and edit layouts are not here: see src/admin-labels and docs/cms.md.
// Telemetry-free: nothing here reaches the internet.
import type { StrapiApp } from '@strapi/strapi/admin';
import ru from './translations/ru.json';

// Strapi's own key for the admin language; a choice made in the profile is stored here and kept.
const LANGUAGE_KEY = 'strapi-admin-language';

export default {
  config: {
    locales: ['ru'],
    translations: { ru },
  },
  register(_app: StrapiApp) {
    if (!window.localStorage.getItem(LANGUAGE_KEY)) window.localStorage.setItem(LANGUAGE_KEY, 'ru');
  },
  bootstrap(_app: StrapiApp) {},
};
