// The footer's Russian label (platform/analytics): a file of its own, because a module is bundled
// whole and the banner's texts (texts.ts) must stay out of every page's first-load JavaScript.
/** The footer's button that opens the consent banner again. */
export const cookieSettingsLabel = 'Настройки cookie';
