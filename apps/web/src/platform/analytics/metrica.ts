// Yandex Metrica's loader: imported (a separate chunk) only after the visitor accepted analytics.
// It adds tag.js with the page's script nonce, starts the counter without Webvisor or click maps,
// and sends the page view itself (defer: the App Router's navigations are hits of their own).
import { sendHit, setRunningCounter } from './state';

export const METRICA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';

/** The counter's settings: page views, outbound links and downloads, bounce timing; nothing recorded of the visitor's screen. */
export const METRICA_INIT_OPTIONS = {
  defer: true,
  webvisor: false,
  clickmap: false,
  trackLinks: true,
  accurateTrackBounce: true,
  trackHash: false,
} as const;

let started = false;

/** The nonce the server gave this page's scripts (browsers hide the attribute, not the property). */
function pageNonce(): string | undefined {
  for (const script of document.querySelectorAll('script')) if (script.nonce) return script.nonce;
  return undefined;
}

export function startMetrica(counterId: string): void {
  const id = Number(counterId);
  setRunningCounter(id);
  if (!started) {
    started = true;
    // The queue tag.js reads when it arrives (Yandex's snippet, without the inline script).
    const queue = ((...args: unknown[]) => {
      (queue.a ??= []).push(args);
    }) as NonNullable<Window['ym']>;
    queue.l = Date.now();
    window.ym ??= queue;
    const script = document.createElement('script');
    script.async = true;
    script.src = METRICA_TAG_URL;
    const nonce = pageNonce();
    if (nonce) script.nonce = nonce;
    document.head.appendChild(script);
    window.ym(id, 'init', METRICA_INIT_OPTIONS);
  }
  sendHit();
}
