// @vitest-environment jsdom
// The head script's guard for presses that come before React listens (server/scripts-after-paint.mjs,
// replayPressBeforeHydration), run in a DOM: what it notes, what it stops, what it makes again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequire } from 'node:module';
import type * as ReactDomClient from 'react-dom/client';
import { HYDRATED_EVENT, REACT_LISTENING_MARKER, replayPressBeforeHydration } from '../server/scripts-after-paint.mjs';

const hydrate = async () => {
  window.dispatchEvent(new Event(HYDRATED_EVENT));
  await vi.advanceTimersByTimeAsync(0);
};

const reactKey = `${REACT_LISTENING_MARKER}test`;

// The copy of React DOM that Next ships to the browser (it has no types of its own).
const { createRoot } = createRequire(import.meta.url)('next/dist/compiled/react-dom/client') as typeof ReactDomClient;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `
    <button type="button" id="menu">Меню</button>
    <form id="lead" novalidate><input name="phone" value="+7 918 123-45-67"><button id="send">Отправить</button></form>
    <form id="filters" action="/parking" method="get"><button id="show">Показать</button></form>`;
  replayPressBeforeHydration(HYDRATED_EVENT, REACT_LISTENING_MARKER);
});

afterEach(async () => {
  // Every test ends hydrated, so its guard's listeners are gone before the next one installs its own.
  await hydrate();
  delete (document as unknown as Record<string, unknown>)[reactKey];
  vi.useRealTimers();
});

function counted(id: string, type: 'click' | 'submit', prevent = false) {
  const seen: Event[] = [];
  document.getElementById(id)!.addEventListener(type, (event) => {
    seen.push(event);
    if (prevent) event.preventDefault();
  });
  return seen;
}

describe('replayPressBeforeHydration', () => {
  it('makes a button press that came before React listened again once the page has hydrated', async () => {
    const clicks = counted('menu', 'click');
    document.getElementById('menu')!.click();
    expect(clicks).toHaveLength(1);
    await hydrate();
    expect(clicks).toHaveLength(2);
  });

  it('stops the browser sending a form without an action (the fields would land in the address) and sends it after hydration', async () => {
    const submits = counted('lead', 'submit', true);
    const first = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: document.getElementById('send') });
    document.getElementById('lead')!.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    await hydrate();
    expect(submits).toHaveLength(2);
    expect((submits[1] as SubmitEvent).submitter).toBe(document.getElementById('send'));
  });

  it('leaves a form with an action to the browser, and a submit button to its form', async () => {
    const clicks = counted('show', 'click');
    // Whether anything before stopped each sending, read last (then stopped: jsdom cannot navigate).
    const stopped: boolean[] = [];
    const last = (event: Event) => {
      stopped.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('submit', last);
    document.getElementById('filters')!.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    // The click sends the form: the browser's own doing, with the form's action.
    document.getElementById('show')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await hydrate();
    window.removeEventListener('submit', last);
    expect(stopped).toEqual([false, false]);
    expect(clicks).toHaveLength(1);
  });

  it('leaves alone a button the browser acts on itself (a popover’s)', async () => {
    document.body.insertAdjacentHTML('beforeend', '<button type="button" id="more" popovertarget="tip">Ещё</button>');
    const clicks = counted('more', 'click');
    document.getElementById('more')!.click();
    await hydrate();
    expect(clicks).toHaveLength(1);
  });

  it('notes nothing once React listens: React answers such presses itself', async () => {
    (document as unknown as Record<string, unknown>)[reactKey] = true;
    const clicks = counted('menu', 'click');
    document.getElementById('menu')!.click();
    await hydrate();
    expect(clicks).toHaveLength(1);
  });

  it('makes only the last press again, and none older than 5 s or whose button left the page', async () => {
    const menu = counted('menu', 'click');
    document.body.insertAdjacentHTML('beforeend', '<button type="button" id="call">Заказать звонок</button>');
    const call = counted('call', 'click');
    document.getElementById('menu')!.click();
    document.getElementById('call')!.click();
    await hydrate();
    expect([menu.length, call.length]).toEqual([1, 2]);

    replayPressBeforeHydration(HYDRATED_EVENT, REACT_LISTENING_MARKER);
    document.getElementById('menu')!.click();
    vi.advanceTimersByTime(5001);
    await hydrate();
    expect(menu).toHaveLength(2);

    replayPressBeforeHydration(HYDRATED_EVENT, REACT_LISTENING_MARKER);
    document.getElementById('call')!.click();
    document.getElementById('call')!.remove();
    await hydrate();
    expect(call).toHaveLength(3);
  });
});

describe('REACT_LISTENING_MARKER', () => {
  it('is what the React that Next ships sets on its root once it listens', () => {
    const container = document.createElement('div');
    expect(Object.keys(container).some((key) => key.startsWith(REACT_LISTENING_MARKER))).toBe(false);
    const root = createRoot(container);
    expect(Object.keys(container).some((key) => key.startsWith(REACT_LISTENING_MARKER))).toBe(true);
    root.unmount();
  });
});
