// The server's own answer when a page fails before any of it was sent: Next then sends an empty
// error shell (`<html id="__next_error__">`) and leaves the screen to JavaScript, so without it a
// visitor (or a crawler) saw a blank page. This is the same screen as ErrorScreen (spec §8), as
// plain HTML: the 500 'Internal Server Error' screen, or, when the CMS could not serve the page, a
// 503 "temporarily unavailable" one. Styled with the site's own stylesheets and design tokens.

export type ServerErrorStatus = 500 | 503;

export const SERVER_ERROR_TEXTS = {
  500: {
    title: 'Internal Server Error',
    pageTitle: 'Ошибка на сервере — Новострой',
    explanation: 'Не удалось загрузить страницу из-за ошибки на сервере. Попробуйте ещё раз через минуту или позвоните нам.',
  },
  503: {
    title: 'Сайт временно недоступен',
    pageTitle: 'Сайт временно недоступен — Новострой',
    explanation: 'Не удалось загрузить страницу: данные сайта сейчас недоступны. Обновите страницу через минуту или позвоните нам.',
  },
  digest: 'Код ошибки',
  home: 'На главную',
  retry: 'Обновить страницу',
} as const;

/** Seconds a 503 asks the visitor (and a crawler) to wait. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 60;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Design tokens only (src/ui/tokens.css, loaded by the site's stylesheet): no literal colour or size.
const STYLE = `
.server-error{display:grid;gap:var(--space-4);max-width:var(--content-width);margin:0 auto;padding:var(--space-12) var(--space-4) var(--space-section)}
.server-error__code{margin:0;font-size:var(--font-size-4xl);font-weight:var(--font-weight-heavy);line-height:var(--line-height-tight);color:var(--color-brand)}
.server-error__title{margin:0;font-size:var(--font-size-2xl);overflow-wrap:anywhere}
.server-error__explanation{margin:0;font-size:var(--font-size-lg);color:var(--color-ink-muted)}
.server-error__digest{margin:0;font-size:var(--font-size-sm);color:var(--color-ink-subtle)}
.server-error__links{display:flex;flex-wrap:wrap;gap:var(--space-3);margin:var(--space-4) 0 0;padding:0;list-style:none}
.server-error__link{display:inline-block;padding:var(--space-3) var(--space-6);border-radius:var(--radius-pill);background:var(--color-brand);color:var(--color-on-brand);font-weight:var(--font-weight-semibold);text-decoration:none}
.server-error__link--secondary{background:var(--color-surface-muted);color:var(--color-ink-muted)}
`.trim();

export interface ServerErrorDocumentOptions {
  status: ServerErrorStatus;
  /** Next's digest of the error: the key to the server's log line. */
  digest?: string;
  /** The site's global stylesheets (fonts, tokens, base styles), as /_next/static paths. */
  stylesheets?: readonly string[];
  /** Classes for <html>: next/font's, which define the typeface's variables. */
  rootClasses?: readonly string[];
  /** The response's CSP nonce, for the inline style. */
  nonce?: string;
  /** The address to reload. */
  path?: string;
}

export function serverErrorDocument(options: ServerErrorDocumentOptions): string {
  const texts = SERVER_ERROR_TEXTS[options.status];
  const nonce = options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : '';
  const links = (options.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const digest = options.digest ? `<p class="server-error__digest">${SERVER_ERROR_TEXTS.digest}: ${escapeHtml(options.digest)}</p>` : '';
  const retry = options.path ? `<li><a class="server-error__link" href="${escapeHtml(options.path)}">${SERVER_ERROR_TEXTS.retry}</a></li>` : '';
  const homeClass = retry ? 'server-error__link server-error__link--secondary' : 'server-error__link';
  return [
    '<!DOCTYPE html>',
    options.rootClasses?.length ? `<html lang="ru" class="${escapeHtml(options.rootClasses.join(' '))}">` : '<html lang="ru">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${texts.pageTitle}</title>${links}<style${nonce}>${STYLE}</style></head>`,
    '<body><main id="main" class="site-main">',
    `<section class="server-error" aria-labelledby="error-title" data-error-kind="${options.status === 503 ? 'unavailable' : 'internal'}">`,
    `<p class="server-error__code">${options.status}</p>`,
    `<h1 id="error-title" class="server-error__title">${texts.title}</h1>`,
    `<p class="server-error__explanation">${texts.explanation}</p>`,
    digest,
    `<ul class="server-error__links">${retry}<li><a class="${homeClass}" href="/">${SERVER_ERROR_TEXTS.home}</a></li></ul>`,
    '</section></main></body></html>',
  ].join('');
}
