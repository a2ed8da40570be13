/** The window event the footer's «Настройки cookie» sends to open the consent banner again. */
export const OPEN_SETTINGS_EVENT = 'novostroy:analytics-settings';
/** Sent after the visitor chose, so the banner reads the cookie again. */
export const CONSENT_CHANGED_EVENT = 'novostroy:analytics-consent';
