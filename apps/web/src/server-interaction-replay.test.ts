// @vitest-environment jsdom
// The head script's guard for what a visitor does before React listens (server/scripts-after-paint.mjs,
// replayInteractionBeforeHydration), run in a DOM: what it notes, what it stops, what it makes again,
// and, with the React that Next ships hydrating a form, how an edit made before reaches React's state.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequire } from 'node:module';
import type * as ReactNamespace from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import { HYDRATED_EVENT, REACT_LISTENING_MARKER, replayInteractionBeforeHydration } from '../server/scripts-after-paint.mjs';

const hydrate = async () => {
  window.dispatchEvent(new Event(HYDRATED_EVENT));
  await vi.advanceTimersByTimeAsync(0);
};

const reactKey = `${REACT_LISTENING_MARKER}test`;

// The copies of React that Next ships to the browser and renders with (they have no types of their own).
const require = createRequire(import.meta.url);
const { createRoot, hydrateRoot } = require('next/dist/compiled/react-dom/client') as typeof ReactDomClient;
const { renderToString } = require('next/dist/compiled/react-dom/server.node') as typeof ReactDomServer;
const React = require('next/dist/compiled/react') as typeof ReactNamespace;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `
    <button type="button" id="menu">Меню</button>
    <form id="lead" novalidate><input name="phone" value="+7 918 123-45-67"><button id="send">Отправить</button></form>
    <form id="filters" action="/parking" method="get"><button id="show">Показать</button></form>`;
  replayInteractionBeforeHydration(HYDRATED_EVENT, REACT_LISTENING_MARKER);
});

afterEach(async () => {
  // Every test ends hydrated, so its guard's listeners are gone before the next one installs its own.
  await hydrate();
  // React marks the document too when it listens on an element in it.
  for (const key of Object.keys(document)) if (key.startsWith(REACT_LISTENING_MARKER)) delete (document as unknown as Record<string, unknown>)[key];
  vi.useRealTimers();
});

function counted(id: string, type: 'click' | 'submit' | 'input', prevent = false) {
  const seen: Event[] = [];
  document.getElementById(id)!.addEventListener(type, (event) => {
    seen.push(event);
    if (prevent) event.preventDefault();
  });
  return seen;
}

describe('replayInteractionBeforeHydration', () => {
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

    replayInteractionBeforeHydration(HYDRATED_EVENT, REACT_LISTENING_MARKER);
    document.getElementById('menu')!.click();
    vi.advanceTimersByTime(5001);
    await hydrate();
    expect(menu).toHaveLength(2);

    replayInteractionBeforeHydration(HYDRATED_EVENT, REACT_LISTENING_MARKER);
    document.getElementById('call')!.click();
    document.getElementById('call')!.remove();
    await hydrate();
    expect(call).toHaveLength(3);
  });
});

/** Controlled price and months fields, a box and a list, and what React's state holds of them. */
function Calculator() {
  const [price, setPrice] = React.useState('7500000');
  const [agreed, setAgreed] = React.useState(false);
  const [months, setMonths] = React.useState('');
  const [pay, setPay] = React.useState('month');
  return React.createElement(
    'form',
    null,
    React.createElement('input', { id: 'price', value: price, onChange: (event: { currentTarget: HTMLInputElement }) => setPrice(event.currentTarget.value) }),
    React.createElement('input', { id: 'months', value: months, onChange: (event: { currentTarget: HTMLInputElement }) => setMonths(event.currentTarget.value) }),
    React.createElement('input', { id: 'agree', type: 'checkbox', checked: agreed, onChange: (event: { currentTarget: HTMLInputElement }) => setAgreed(event.currentTarget.checked) }),
    React.createElement(
      'select',
      { id: 'pay', value: pay, onChange: (event: { currentTarget: HTMLSelectElement }) => setPay(event.currentTarget.value) },
      React.createElement('option', { value: 'month' }, 'Ежемесячно'),
      React.createElement('option', { value: 'quarter' }, 'Ежеквартально'),
    ),
    React.createElement('output', { id: 'state' }, `${price} ${String(agreed)}${months ? ` ${months}` : ''}${pay === 'month' ? '' : ` ${pay}`}`),
  );
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

/** The calculator as the server drew it, in the page, before any script. */
function serverDrawnCalculator() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(React.createElement(Calculator));
  document.body.append(container);
  return container;
}

/** What a visitor's typing does to a text field: the new text (past React's tracker, as the browser puts it), then the input event. */
function typeInto(id: string, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field(id), text);
  field(id).dispatchEvent(new Event('input', { bubbles: true }));
}

describe('replayInteractionBeforeHydration: edits', () => {
  it('brings a field typed in and a box ticked before React listened into React’s state once the page has hydrated', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = serverDrawnCalculator();
    typeInto('price', '1000000');
    field('agree').click();

    let root: ReactDomClient.Root | undefined;
    await React.act(async () => {
      root = hydrateRoot(container, React.createElement(Calculator));
    });
    // Hydrated, the page shows what was typed while React's state still holds what it rendered.
    expect([field('price').value, field('agree').checked]).toEqual(['1000000', true]);
    expect(document.getElementById('state')!.textContent).toBe('7500000 false');

    await React.act(hydrate);
    expect(document.getElementById('state')!.textContent).toBe('1000000 true');
    expect([field('price').value, field('agree').checked]).toEqual(['1000000', true]);
    // From now on React keeps them: the next edit is its own.
    await React.act(async () => typeInto('price', '2000000'));
    expect(document.getElementById('state')!.textContent).toBe('2000000 true');
    await React.act(async () => root!.unmount());
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('brings a field typed in after React listens but before it has hydrated the field into React’s state', async () => {
    const container = serverDrawnCalculator();
    // React listens at once; the render that hydrates the form comes in a later task.
    const root = hydrateRoot(container, React.createElement(Calculator));
    expect(Object.keys(container).some((key) => key.startsWith(REACT_LISTENING_MARKER))).toBe(true);
    typeInto('price', '1000000');
    await vi.advanceTimersByTimeAsync(50);
    expect(field('price').value).toBe('1000000');

    await hydrate();
    await vi.advanceTimersByTimeAsync(50);
    expect(document.getElementById('state')!.textContent).toBe('1000000 false');
    // An edit React hears itself is not told twice.
    typeInto('price', '2000000');
    await vi.advanceTimersByTimeAsync(50);
    expect(document.getElementById('state')!.textContent).toBe('2000000 false');
    root.unmount();
  });

  it('reports again only a field still different from what was rendered, and no tick made once React listens', async () => {
    document.body.insertAdjacentHTML('beforeend', '<input id="name" value="Анна"><input id="city" value="Краснодар"><input id="consent" type="checkbox">');
    const heard = { name: counted('name', 'input'), city: counted('city', 'input'), consent: counted('consent', 'click') };
    typeInto('name', 'Анна Петровна');
    // Typed, then back to what it was: nothing to tell.
    typeInto('city', 'Сочи');
    typeInto('city', 'Краснодар');
    await hydrate();
    expect([heard.name.length, heard.city.length]).toEqual([2, 2]);
    expect(field('name').value).toBe('Анна Петровна');

    // React answers a tick itself once it listens: told again, a toggle would undo it.
    replayInteractionBeforeHydration(HYDRATED_EVENT, REACT_LISTENING_MARKER);
    (document as unknown as Record<string, unknown>)[reactKey] = true;
    field('consent').click();
    await hydrate();
    expect(heard.consent).toHaveLength(1);
  });

  it('does not tell React again a text it heard while the page was hydrating', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = serverDrawnCalculator();
    let root: ReactDomClient.Root | undefined;
    await React.act(async () => {
      root = hydrateRoot(container, React.createElement(Calculator));
    });
    const heard = counted('price', 'input');
    await React.act(async () => typeInto('price', '2000000'));
    expect(document.getElementById('state')!.textContent).toBe('2000000 false');
    await React.act(hydrate);
    expect(heard).toHaveLength(1);
    expect(document.getElementById('state')!.textContent).toBe('2000000 false');
    await React.act(async () => root!.unmount());
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('keeps a field typed and a list chosen before React listened when React renders for another field before they are told', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = serverDrawnCalculator();
    typeInto('price', '1000000');
    (document.getElementById('pay') as HTMLSelectElement).value = 'quarter';
    document.getElementById('pay')!.dispatchEvent(new Event('change', { bubbles: true }));
    let root: ReactDomClient.Root | undefined;
    await React.act(async () => {
      root = hydrateRoot(container, React.createElement(Calculator));
    });
    // Hydrated; before the edit is told again, the visitor's next keystroke (a browser runs input
    // ahead of timers) reaches React, whose render puts its own price back into the first field.
    await React.act(async () => {
      window.dispatchEvent(new Event(HYDRATED_EVENT));
      // Leaving the price field fires its change event; React's tracker saw the typed text at hydration.
      field('price').dispatchEvent(new Event('change', { bubbles: true }));
      typeInto('months', '3');
    });
    expect(document.getElementById('state')!.textContent).toBe('7500000 false 3');
    expect((document.getElementById('pay') as HTMLSelectElement).value).toBe('month');
    await React.act(() => vi.advanceTimersByTimeAsync(0));
    expect(document.getElementById('state')!.textContent).toBe('1000000 false 3 quarter');
    expect([field('price').value, field('months').value, (document.getElementById('pay') as HTMLSelectElement).value]).toEqual(['1000000', '3', 'quarter']);
    await React.act(async () => root!.unmount());

    // Typed again in that field meanwhile: React heard the newer text, which stays.
    container.innerHTML = renderToString(React.createElement(Calculator));
    replayInteractionBeforeHydration(HYDRATED_EVENT, REACT_LISTENING_MARKER);
    typeInto('price', '1000000');
    await React.act(async () => {
      root = hydrateRoot(container, React.createElement(Calculator));
    });
    await React.act(async () => {
      window.dispatchEvent(new Event(HYDRATED_EVENT));
      typeInto('price', '2000000');
    });
    await React.act(() => vi.advanceTimersByTimeAsync(0));
    expect(document.getElementById('state')!.textContent).toBe('2000000 false');
    expect(field('price').value).toBe('2000000');
    await React.act(async () => root!.unmount());
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
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
