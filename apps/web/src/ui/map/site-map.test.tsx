// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeafletMapProps } from './leaflet-map';
import type { SiteMapPoint } from './points';

// The interactive map is Leaflet's business (leaflet-map.test.tsx); here it only records what it is given.
const drawn: LeafletMapProps[] = [];
const moduleLoads = vi.fn();
vi.mock('./leaflet-map', () => {
  moduleLoads();
  return {
    LeafletMap: (props: LeafletMapProps) => {
      drawn.push(props);
      return <div data-testid="leaflet-map">{props.points.length} points</div>;
    },
  };
});

const { SiteMap } = await import('./site-map');

const at = (lat: number, lng: number) => ({ lat, lng });
const points: SiteMapPoint[] = [
  { id: 'complex', name: 'ЖК «Северное сияние»', coordinates: at(45.0712, 38.9851), href: '/our-projects/severnoe-siyanie' },
  { id: '31', name: 'Школа № 5', category: 'Образование', coordinates: at(45.07, 38.98) },
  { id: '32', name: 'Детский сад «Солнышко»', category: 'Образование', coordinates: at(45.072, 38.99), iconUrl: 'http://127.0.0.1:1337/uploads/school.svg' },
  { id: '33', name: 'Магнит', category: 'Магазины', coordinates: at(45.069, 38.983) },
  { id: '34', name: 'Сайт парка', category: 'Парки', coordinates: at(45.05, 38.97), href: 'https://park.example.ru/' },
];
const title = 'Инфраструктура рядом с ЖК «Северное сияние»';

type Notify = (entries: Array<{ isIntersecting: boolean }>) => void;

function stubIntersectionObserver() {
  const observer = { notify: undefined as Notify | undefined, options: undefined as IntersectionObserverInit | undefined, observed: [] as Element[] };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Notify, options: IntersectionObserverInit) {
        observer.notify = callback;
        observer.options = options;
      }
      observe(element: Element) {
        observer.observed.push(element);
      }
      disconnect() {}
    },
  );
  return observer;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  drawn.length = 0;
});

describe('SiteMap in the server HTML', () => {
  it('holds the list of the points with their categories and links, the toggles, and an empty map box', () => {
    const html = renderToString(<SiteMap title={title} points={points} tiles={null} />);
    document.body.innerHTML = html;
    const region = screen.getByRole('region', { name: title });
    const list = within(region).getByRole('list', { name: `${title}: список` });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'ЖЖК «Северное сияние»',
      'ОШкола № 5Образование',
      'Детский сад «Солнышко»Образование',
      'ММагнитМагазины',
      'ПСайт парка (откроется в новой вкладке)Парки',
    ]);
    expect(within(list).getByRole('link', { name: 'ЖК «Северное сияние»' }).getAttribute('href')).toBe('/our-projects/severnoe-siyanie');
    expect(within(list).getByRole('link', { name: /Сайт парка/ }).getAttribute('target')).toBe('_blank');
    const toggles = within(region).getByRole('group', { name: 'Показать на карте' });
    expect(within(toggles).getAllByRole('button').map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['Образование2', 'true'],
      ['Магазины1', 'true'],
      ['Парки1', 'true'],
    ]);
    // The map's code is not part of the page: the box is there, Leaflet is not.
    expect(html).not.toContain('leaflet');
    expect(html).toContain('data-map-state="waiting"');
    expect(moduleLoads).not.toHaveBeenCalled();
  });

  it('shows no toggles for a single category, and nothing at all without points', () => {
    document.body.innerHTML = renderToString(<SiteMap title={title} points={points.slice(0, 3)} tiles={null} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(renderToString(<SiteMap title={title} points={[]} tiles={null} />)).toBe('');
  });
});

describe('SiteMap in the browser', () => {
  it('loads the map only when its place comes within half a screen of the viewport', async () => {
    const observer = stubIntersectionObserver();
    render(<SiteMap title={title} points={points} tiles={{ url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© OSM', projection: 'web-mercator' }} />);
    expect(observer.options?.rootMargin).toBe('50% 0px');
    expect(observer.observed).toHaveLength(1);
    const box = observer.observed[0]!;
    expect(box.getAttribute('data-map-state')).toBe('waiting');
    act(() => observer.notify?.([{ isIntersecting: false }]));
    expect(screen.queryByTestId('leaflet-map')).toBeNull();
    act(() => observer.notify?.([{ isIntersecting: true }]));
    expect(await screen.findByTestId('leaflet-map')).toBeTruthy();
    expect(box.getAttribute('data-map-state')).toBe('wanted');
    expect(drawn.at(-1)).toMatchObject({ title, center: null, tiles: { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© OSM' } });
    expect(drawn.at(-1)?.points).toHaveLength(5);
  });

  it('hides a category from the list and the map with its toggle, and shows it again', async () => {
    stubIntersectionObserver();
    const { container } = render(<SiteMap title={title} points={points} tiles={null} />);
    const education = screen.getByRole('button', { name: /Образование/ });
    fireEvent.click(education);
    expect(education.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('Школа № 5')).toBeNull();
    expect(screen.queryByText('Детский сад «Солнышко»')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: /Магазины/ }));
    fireEvent.click(screen.getByRole('button', { name: /Парки/ }));
    // The complex has no category: it stays.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ЖЖК «Северное сияние»']);

    fireEvent.click(education);
    expect(education.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Школа № 5')).toBeTruthy();
    expect(container.querySelectorAll('li')).toHaveLength(3);
  });

  it('says so when every point is hidden, and hands the map the shown points only', async () => {
    const observer = stubIntersectionObserver();
    const onlyCategorised = points.slice(1);
    render(<SiteMap title={title} points={onlyCategorised} center={{ lat: 45.07, lng: 38.98 }} tiles={null} />);
    act(() => observer.notify?.([{ isIntersecting: true }]));
    await screen.findByTestId('leaflet-map');
    fireEvent.click(screen.getByRole('button', { name: /Магазины/ }));
    expect(drawn.at(-1)?.points.map((point) => point.id)).toEqual(['31', '32', '34']);
    fireEvent.click(screen.getByRole('button', { name: /Образование/ }));
    fireEvent.click(screen.getByRole('button', { name: /Парки/ }));
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText(/Все категории скрыты/)).toBeTruthy();
    expect(drawn.at(-1)?.points).toEqual([]);
    expect(drawn.at(-1)?.center).toEqual({ lat: 45.07, lng: 38.98 });
  });

  it('loads the map at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<SiteMap title={title} points={points} tiles={null} />);
    expect(await screen.findByTestId('leaflet-map')).toBeTruthy();
  });
});
