// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpenAnswerFromHash, openAnswerForHash } from './open-answer-from-hash';

function page() {
  document.body.innerHTML = `
    <details id="kak-zabronirovat"><summary>Как забронировать?</summary><p id="inside">Так.</p></details>
    <details id="vznos"><summary>Какой взнос?</summary><p>От 15 %.</p></details>`;
  return { first: document.getElementById('kak-zabronirovat') as HTMLDetailsElement, second: document.getElementById('vznos') as HTMLDetailsElement };
}

describe('opening an answer from the address', () => {
  it('opens the <details> the hash names, or the one around the element it names', () => {
    const { first, second } = page();
    openAnswerForHash('#vznos');
    expect(second.open).toBe(true);
    expect(first.open).toBe(false);
    openAnswerForHash('#inside');
    expect(first.open).toBe(true);
  });

  it('ignores an empty, unknown or malformed hash', () => {
    const { first } = page();
    expect(openAnswerForHash('')).toBeNull();
    expect(openAnswerForHash('#nothing')).toBeNull();
    expect(openAnswerForHash('#%E0%A4%A')).toBeNull();
    expect(first.open).toBe(false);
  });

  it('opens on arrival and again when the hash changes', () => {
    const { first, second } = page();
    Element.prototype.scrollIntoView = () => {};
    window.history.replaceState(null, '', '#kak-zabronirovat');
    render(<OpenAnswerFromHash />, { container: document.body.appendChild(document.createElement('div')) });
    expect(first.open).toBe(true);
    act(() => {
      window.history.replaceState(null, '', '#vznos');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(second.open).toBe(true);
  });
});
