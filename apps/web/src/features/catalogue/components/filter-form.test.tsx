// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaticRangeSlider } from '@/ui/range-slider/range-frame';
import { rangeBetween, type NumberRange } from '../data/catalogue-query';
import { FilterForm, FilterRange } from './filter-form';

const { navigate, sliderLoads, transition } = vi.hoisted(() => ({ navigate: vi.fn(), sliderLoads: { count: 0 }, transition: { pending: false } }));

vi.mock('./listing-transition', () => ({ useListingTransition: () => ({ pending: transition.pending, navigate }) }));
// Counts the loads of the slider's code (the module itself is the real one).
vi.mock('@/ui/range-slider/range-slider', async (importOriginal) => {
  sliderLoads.count += 1;
  return importOriginal();
});

/** The page's IntersectionObservers: `see()` tells each that its elements came into view. */
const observers: Array<{ callback: IntersectionObserverCallback; elements: Element[] }> = [];
function see() {
  for (const observer of [...observers]) {
    observer.callback(
      observer.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  }
}

beforeEach(() => {
  observers.length = 0;
  navigate.mockReset();
  transition.pending = false;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, elements: [] };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.elements.push(element);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.entry), 1);
      }
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The price filter as the listing renders it: the range drawn (by the server there), the filter around it. */
function Price({ value = { from: null, to: null } }: { value?: NumberRange }) {
  const range = { label: 'Цена', unit: '₽', min: 500_000, max: 3_000_000 } as const;
  const names = { from: 'price_from', to: 'price_to' };
  return (
    <FilterForm kind="parking" basePath="/parking" presetRooms={[]} stateKey="" label="Фильтры">
      <FilterRange
        {...range}
        step={50_000}
        value={value}
        names={names}
        drawn={<StaticRangeSlider {...range} value={rangeBetween(value, range.min, range.max)} inputNames={names} inputData={{ 'data-filter-number': '' }} />}
      />
    </FilterForm>
  );
}

const input = (name: 'Цена от' | 'Цена до' | 'Этаж от') => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('FilterRange', () => {
  it('stays drawn, with no slider code loaded, while nobody can see it; its typed inputs still apply', async () => {
    render(<Price value={{ from: 1_000_000, to: null }} />);
    expect(input('Цена от').value).toBe('1 000 000');
    expect(input('Цена до').value).toBe('');
    expect(screen.queryAllByRole('slider')).toHaveLength(0);

    fireEvent.change(input('Цена до'), { target: { value: '2 500 000' } });
    fireEvent.keyDown(input('Цена до'), { key: 'Enter' });
    expect(navigate).toHaveBeenLastCalledWith('/parking?price_from=1000000&price_to=2500000');
    // Emptied: no limit at that end.
    fireEvent.change(input('Цена от'), { target: { value: '' } });
    fireEvent.blur(input('Цена от'));
    expect(navigate).toHaveBeenLastCalledWith('/parking?price_to=2500000');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sliderLoads.count).toBe(0);
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
  });

  it('becomes the real slider once seen, showing the same range', async () => {
    render(<Price value={{ from: 1_000_000, to: 2_000_000 }} />);
    act(() => see());
    const from = await screen.findByRole('slider', { name: 'Цена от' });
    expect(from.getAttribute('aria-valuenow')).toBe('1000000');
    expect(screen.getByRole('slider', { name: 'Цена до' }).getAttribute('aria-valuenow')).toBe('2000000');
    expect(input('Цена от').value).toBe('1 000 000');
    expect(sliderLoads.count).toBe(1);
  });

  it('waits while the visitor types in it, then carries what was typed over', async () => {
    render(<Price />);
    const from = input('Цена от');
    from.focus();
    fireEvent.change(from, { target: { value: '1 200 000' } });
    act(() => see());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
    expect(document.activeElement).toBe(from);

    act(() => from.blur());
    expect(navigate).toHaveBeenLastCalledWith('/parking?price_from=1200000');
    const thumb = await screen.findByRole('slider', { name: 'Цена от' });
    expect(thumb.getAttribute('aria-valuenow')).toBe('1200000');
    expect(input('Цена от').value).toBe('1 200 000');
  });

  it('does not wait for an input that only has focus (a drawer focuses its first field): the focus moves to the real input', async () => {
    render(<Price value={{ from: 1_000_000, to: null }} />);
    input('Цена до').focus();
    act(() => see());
    await screen.findByRole('slider', { name: 'Цена до' });
    await waitFor(() => expect(document.activeElement).toBe(input('Цена до')));
    // The open end stays empty, its bound the placeholder, as drawn before.
    expect(input('Цена до').value).toBe('');
    expect(input('Цена до').placeholder).toBe('3 000 000');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('swaps ends typed the wrong way round and keeps a typed end within the bounds', () => {
    render(<Price />);
    fireEvent.change(input('Цена от'), { target: { value: '2 000 000' } });
    fireEvent.change(input('Цена до'), { target: { value: '900000' } });
    fireEvent.keyDown(input('Цена до'), { key: 'Enter' });
    expect(navigate).toHaveBeenLastCalledWith('/parking?price_from=900000&price_to=2000000');
    fireEvent.change(input('Цена до'), { target: { value: '99 000 000' } });
    fireEvent.keyDown(input('Цена до'), { key: 'Enter' });
    // At the upper bound: no limit there.
    expect(navigate).toHaveBeenLastCalledWith('/parking?price_from=2000000');
  });
});

describe('FilterRange after the URL changes', () => {
  it('shows the new range, drawn or real', async () => {
    const { rerender } = render(<Price value={{ from: 1_000_000, to: null }} />);
    rerender(<Price value={{ from: 1_500_000, to: null }} />);
    await waitFor(() => expect(input('Цена от').defaultValue).toBe('1 500 000'));
    act(() => see());
    const from = await screen.findByRole('slider', { name: 'Цена от' });
    rerender(<Price value={{ from: 2_000_000, to: null }} />);
    await waitFor(() => expect(from.getAttribute('aria-valuenow')).toBe('2000000'));
  });
});

describe('A typed floor', () => {
  it('keeps digits and a leading minus only, so a letter is dropped as it is typed, not ignored later', () => {
    render(
      <FilterForm kind="flats" basePath="/flats" presetRooms={[]} stateKey="" label="Фильтры">
        <label>
          Этаж от
          <input name="floor_from" type="text" inputMode="numeric" data-filter-number="whole" defaultValue="" />
        </label>
      </FilterForm>,
    );
    const floor = input('Этаж от');
    fireEvent.input(floor, { target: { value: '1а2' } });
    expect(floor.value).toBe('12');
    fireEvent.input(floor, { target: { value: '-1-' } });
    expect(floor.value).toBe('-1');
    fireEvent.input(floor, { target: { value: 'пять' } });
    expect(floor.value).toBe('');
    fireEvent.input(floor, { target: { value: '3' } });
    fireEvent.keyDown(floor, { key: 'Enter' });
    expect(navigate).toHaveBeenLastCalledWith('/flats?floor_from=3');
  });
});

describe('Quick ticks', () => {
  /** The rooms filter as the server renders it for the URL `search` (what it ticks is the boxes' default). */
  function Rooms({ search }: { search: string }) {
    const ticked = new URLSearchParams(search).getAll('rooms');
    return (
      <FilterForm kind="flats" basePath="/flats" presetRooms={[]} stateKey={search} label="Фильтры">
        {['2', '3'].map((rooms) => (
          <label key={rooms}>
            <input type="checkbox" name="rooms" value={rooms} defaultChecked={ticked.includes(rooms)} />
            {rooms}
          </label>
        ))}
      </FilterForm>
    );
  }
  const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
  /** The router shows `search`'s results (it writes the URL before effects run). */
  function show(rerender: (ui: React.ReactElement) => void, search: string, pending: boolean) {
    window.history.replaceState(null, '', search ? `/flats?${search}` : '/flats');
    transition.pending = pending;
    rerender(<Rooms search={search} />);
  }

  it('keeps a box ticked while the results of the tick before it arrive, then shows what the URL says', () => {
    window.history.replaceState(null, '', '/flats');
    const { rerender } = render(<Rooms search="" />);
    transition.pending = true;
    fireEvent.click(box('2'));
    fireEvent.click(box('3'));
    expect(navigate.mock.calls.map(([href]) => href)).toEqual(['/flats?rooms=2', '/flats?rooms=2&rooms=3']);

    // The first tick's results: «3», ticked since, stays ticked.
    show(rerender, 'rooms=2', true);
    expect([box('2').checked, box('3').checked]).toEqual([true, true]);
    show(rerender, 'rooms=2&rooms=3', false);
    expect([box('2').checked, box('3').checked]).toEqual([true, true]);

    // Back to the first tick's URL with nothing on its way: the boxes show that URL's state.
    show(rerender, 'rooms=2', false);
    expect([box('2').checked, box('3').checked]).toEqual([true, false]);
  });

  it('shows an outside change (back, a link) at once, even with its own results on their way', () => {
    window.history.replaceState(null, '', '/flats');
    const { rerender } = render(<Rooms search="rooms=3" />);
    transition.pending = true;
    fireEvent.click(box('2'));
    show(rerender, '', true);
    expect([box('2').checked, box('3').checked]).toEqual([false, false]);
  });
});
