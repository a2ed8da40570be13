// Consent-aware analytics (YANDEX_METRICA_ID; docs/analytics.md): the consent banner, the footer's
// way back to it, and the goals lead forms send. The counter's loader is a chunk of its own,
// imported only after consent.
export { AnalyticsConsent } from './analytics-consent';
export { CookieSettingsButton } from './cookie-settings-button';
export { reachAnalyticsGoal } from './state';
