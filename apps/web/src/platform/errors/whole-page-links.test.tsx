// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followSiteLinksWhole } from './whole-page-links';

/** Clicks `target` and tells whether the press was kept from the page's own listeners (the router's). */
function keptFromRouter(target: Element, init: MouseEventInit = {}): boolean {
  let kept = false;
  // Listeners of the same target still run after stopPropagation: this one sees the verdict, and
  // cancels the browser's navigation, which jsdom cannot do.
  const observe = (event: Event) => {
    kept = event.cancelBubble;
    event.preventDefault();
  };
  window.addEventListener('click', observe, true);
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  window.removeEventListener('click', observe, true);
  return kept;
}

let takeBack: () => void;

beforeAll(() => {
  takeBack = followSiteLinksWhole();
  document.body.innerHTML = `
    <a id="page" href="/our-projects">Проекты</a>
    <a id="nested" href="/posts"><span>Новости</span></a>
    <a id="other-page-anchor" href="/faq#ipoteka">Ипотека</a>
    <a id="same-page-anchor" href="${window.location.pathname}#main">Перейти к содержанию</a>
    <a id="other-site" href="https://vk.com/novostroy">ВКонтакте</a>
    <a id="new-tab" href="/privacy-policy" target="_blank">Политика</a>
    <a id="download" href="/api/pdf/1" download>PDF</a>
    <button id="button" type="button">Заказать звонок</button>`;
});

afterAll(() => {
  takeBack();
  document.body.innerHTML = '';
});

const element = (id: string) => document.getElementById(id)!;

describe('links on the 404 page of an unmatched path', () => {
  it('to a page of this site are left to the browser, the router never sees them', () => {
    expect(keptFromRouter(element('page'))).toBe(true);
    expect(keptFromRouter(element('nested').firstElementChild!)).toBe(true);
    expect(keptFromRouter(element('other-page-anchor'))).toBe(true);
  });

  it('to an anchor of the same page, elsewhere, or pressed with a modifier are not touched', () => {
    for (const id of ['same-page-anchor', 'other-site', 'new-tab', 'download', 'button']) expect(keptFromRouter(element(id)), id).toBe(false);
    expect(keptFromRouter(element('page'), { ctrlKey: true })).toBe(false);
    expect(keptFromRouter(element('page'), { button: 1 })).toBe(false);
  });
});
