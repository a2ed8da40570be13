// A page saved for the static server (bench/nginx/static.conf) keeps what its response headers
// asked of the browser: the static server sends no per-file headers, so the preloads of web's Link
// header (the fonts, the LCP image) go into the saved <head> as <link> elements, which the browser
// treats the same way. The nonce is left out: the copy is served without a CSP. Its pictures come
// from the copy's own origin, as the page's come from the site's (the static server serves the
// same /uploads/ and /media/ as the edge).

const ATTRIBUTE = /^\s*([a-z-]+)\s*(?:=\s*"?([^";]*)"?)?\s*$/i;
const escapeAttribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** `<url>; rel=preload; as="font"; …, <url2>; …` -> the preload entries as `<link>` elements. */
export function preloadLinkElements(linkHeader) {
  if (!linkHeader) return [];
  const elements = [];
  for (const entry of linkHeader.split(/,\s*(?=<)/)) {
    const match = /^\s*<([^>]*)>\s*(.*)$/.exec(entry);
    if (!match) continue;
    const attributes = new Map();
    for (const part of match[2].split(';')) {
      const attribute = ATTRIBUTE.exec(part);
      if (attribute) attributes.set(attribute[1].toLowerCase(), attribute[2] ?? '');
    }
    if (attributes.get('rel') !== 'preload') continue;
    attributes.delete('nonce');
    attributes.delete('rel');
    const rest = [...attributes].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
    elements.push(`<link rel="preload" href="${escapeAttribute(match[1])}"${rest}/>`);
  }
  return elements;
}

/** The page's HTML with its pictures' absolute URLs on `siteOrigin` (the CMS's uploads, sales-data's /media/) made relative. */
export function withPicturesFromOwnOrigin(html, siteOrigin) {
  const origin = siteOrigin.replace(/\/+$/, '');
  return html.replaceAll(`${origin}/uploads/`, '/uploads/').replaceAll(`${origin}/media/`, '/media/');
}

/** The page's HTML with its Link header's preloads at the start of <head> (after the charset). */
export function withHeaderPreloads(html, linkHeader) {
  const elements = preloadLinkElements(linkHeader).join('');
  if (!elements) return html;
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  if (charset) return html.slice(0, charset.index + charset[0].length) + elements + html.slice(charset.index + charset[0].length);
  return html.replace(/<head>/i, `<head>${elements}`);
}
