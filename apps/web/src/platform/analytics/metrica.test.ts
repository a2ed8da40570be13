// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { METRICA_TAG_URL, startMetrica } from './metrica';
import { reachAnalyticsGoal } from './state';

describe('startMetrica', () => {
  it('adds tag.js once with the page nonce, starts the counter without Webvisor, and counts the page once', () => {
    const pageScript = document.createElement('script');
    pageScript.nonce = 'page-nonce';
    document.body.appendChild(pageScript);

    startMetrica('12345678');
    startMetrica('12345678');

    const tags = [...document.querySelectorAll('script')].filter((script) => script.src === METRICA_TAG_URL);
    expect(tags).toHaveLength(1);
    expect(tags[0]?.nonce).toBe('page-nonce');
    expect(tags[0]?.async).toBe(true);

    // tag.js has not run (no network here): the calls wait in Yandex's queue.
    reachAnalyticsGoal('lead', { form: 'question' });
    const calls = window.ym?.a ?? [];
    expect(calls[0]).toEqual([12345678, 'init', expect.objectContaining({ defer: true, webvisor: false, clickmap: false })]);
    expect(calls.filter((call) => call[1] === 'hit')).toEqual([[12345678, 'hit', window.location.href, { referer: '' }]]);
    expect(calls.at(-1)).toEqual([12345678, 'reachGoal', 'lead', { form: 'question' }]);
  });
});
