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


export interface ServerErrorDocumentOptions {
  status: ServerErrorStatus;
  /** Next's digest of the error: the key to the server's log line. */
  digest?: string;
  /** The site's global stylesheets (fonts, tokens, base styles), as /_next/static paths. */
  stylesheets?: readonly string[];
  /** Classes for <html>: next/font's, which define the typeface's variables. */
  rootClasses?: readonly string[];
  /** The address to reload. */
  path?: string;
}

export function serverErrorDocument(options: ServerErrorDocumentOptions): string {
  const texts = SERVER_ERROR_TEXTS[options.status];
  const links = (options.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const digest = options.digest ? `<p class="server-error__digest">${SERVER_ERROR_TEXTS.digest}: ${escapeHtml(options.digest)}</p>` : '';
  const retry = options.path ? `<li><a class="server-error__link" href="${escapeHtml(options.path)}">${SERVER_ERROR_TEXTS.retry}</a></li>` : '';
  const homeClass = retry ? 'server-error__link server-error__link--secondary' : 'server-error__link';
  return [
    '<!DOCTYPE html>',
    options.rootClasses?.length ? `<html lang="ru" class="${escapeHtml(options.rootClasses.join(' '))}">` : '<html lang="ru">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${texts.pageTitle}</title>${links}</head>`,
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
