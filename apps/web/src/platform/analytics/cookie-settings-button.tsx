'use client';
// «Настройки cookie» in the footer (shown only with a counter configured): opens the consent
// banner again, where the visitor may accept or withdraw.
import { OPEN_SETTINGS_EVENT } from './events';
import { cookieSettingsLabel } from './footer-texts';

export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT))}>
      {cookieSettingsLabel}
    </button>
  );
}
