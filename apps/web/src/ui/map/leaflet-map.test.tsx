// @vitest-environment jsdom
// The real Leaflet in jsdom: what a keyboard and a screen reader meet on the map, and that nothing
// is asked of the internet without tiles.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteMapPoint } from './points';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const { LeafletMap } = await import('./leaflet-map');

// Far enough apart to be drawn one by one at the zoom that fits them (closer ones make a group).
const points: SiteMapPoint[] = [
  { id: 'complex', name: 'ЖК «Северное сияние»', coordinates: { lat: 45.08, lng: 39.0 }, href: '/our-projects/severnoe-siyanie' },
  { id: '31', name: 'Школа № 5', category: 'Образование', coordinates: { lat: 45.06, lng: 38.95 } },
  { id: '32', name: 'Детский сад', category: 'Образование', coordinates: { lat: 45.078, lng: 38.93 }, iconUrl: 'http://127.0.0.1:1337/uploads/kindergarten.svg' },
  { id: '34', name: 'Парк', category: 'Парки', coordinates: { lat: 45.05, lng: 38.99 }, href: 'https://park.example.ru/' },
];

beforeAll(() => {
  // jsdom lays nothing out; Leaflet needs a size to fit the points into.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
});

afterEach(() => {
  push.mockReset();
});

const markers = () => screen.getAllByRole('button').filter((element) => element.classList.contains('leaflet-marker-icon'));
const marker = (name: string) => screen.getByRole('button', { name });

describe('LeafletMap', () => {
  it('draws every point as a focusable button named after it, on a plain grid, asking nothing of the internet', () => {
    const { container } = render(<LeafletMap title="Инфраструктура" points={points} center={null} tiles={null} />);
    expect(screen.getByRole('region', { name: 'Инфраструктура: карта' })).toBeTruthy();
    // In the order the plugin draws them (by place, not by the list's order).
    expect(markers().map((element) => [element.getAttribute('aria-label'), element.getAttribute('tabindex')]).sort()).toEqual([
      ['Детский сад, Образование', '0'],
      ['ЖК «Северное сияние»', '0'],
      ['Парк, Парки', '0'],
      ['Школа № 5, Образование', '0'],
    ]);
    // The dot carries the category's letter; a CMS icon is an image with the point's name as alt.
    expect(marker('Школа № 5, Образование').textContent).toBe('О');
    expect(marker('Детский сад, Образование').getAttribute('alt')).toBe('Детский сад, Образование');
    // The only images are the CMS icons (the CMS origin is allowed by the CSP); no tile image at all.
    expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(['http://127.0.0.1:1337/uploads/kindergarten.svg']);
    expect(container.querySelectorAll('.leaflet-tile').length).toBeGreaterThan(0);
    expect(container.querySelector('.leaflet-control-attribution')).toBeNull();
    expect(screen.getByRole('button', { name: 'Приблизить' })).toBeTruthy();
  });

  it('opens a popup with Enter, moves to its link, and gives focus back to the marker on Esc', () => {
    render(<LeafletMap title="Проекты" points={points} center={null} tiles={null} />);
    const complex = marker('ЖК «Северное сияние»');
    complex.focus();
    fireEvent.keyDown(complex, { key: 'Enter' });
    const link = screen.getByRole('link', { name: 'Подробнее: ЖК «Северное сияние»' });
    expect(document.activeElement).toBe(link);
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeTruthy();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: /Подробнее/ })).toBeNull();
    expect(document.activeElement).toBe(complex);
  });

  it('opens a popup with Space too; a point without a link keeps the focus on its marker', () => {
    const { container } = render(<LeafletMap title="Проекты" points={points} center={null} tiles={null} />);
    const school = marker('Школа № 5, Образование');
    school.focus();
    const space = fireEvent.keyDown(school, { key: ' ' });
    expect(space).toBe(false); // no page scroll
    expect(container.querySelector('.leaflet-popup')?.textContent).toContain('Школа № 5Образование');
    expect(document.activeElement).toBe(school);
    fireEvent.keyDown(school, { key: 'Escape' });
    expect(container.querySelector('.leaflet-popup')).toBeNull();
  });

  it('follows the site’s own link without reloading the page, and opens another site in a new tab', () => {
    render(<LeafletMap title="Проекты" points={points} center={null} tiles={null} />);
    fireEvent.keyDown(marker('ЖК «Северное сияние»'), { key: 'Enter' });
    fireEvent.click(screen.getByRole('link', { name: /Подробнее: ЖК/ }));
    expect(push).toHaveBeenCalledWith('/our-projects/severnoe-siyanie');
    fireEvent.keyDown(marker('Парк, Парки'), { key: 'Enter' });
    const external = screen.getByRole('link', { name: 'Подробнее: Парк (откроется в новой вкладке)' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener');
  });

  it('shows a dot instead of a CMS icon that fails to load, still named and focusable', () => {
    render(<LeafletMap title="Проекты" points={points} center={null} tiles={null} />);
    act(() => {
      fireEvent.error(marker('Детский сад, Образование'));
    });
    const dot = marker('Детский сад, Образование');
    expect(dot.tagName).toBe('DIV');
    expect(dot.textContent).toBe('О');
    expect(dot.getAttribute('tabindex')).toBe('0');
  });

  it('draws points too close to tell apart as one button with their count and names; Enter zooms to them and moves the focus to one of them', async () => {
    const [complex, school, , park] = points as [SiteMapPoint, SiteMapPoint, SiteMapPoint, SiteMapPoint];
    const neighbours = [complex, { ...school, coordinates: { lat: 45.0801, lng: 39.0003 } }, park];
    render(<LeafletMap title="Проекты" points={neighbours} center={null} tiles={null} />);
    const group = screen.getByRole('button', { name: /^Рядом 2\sобъекта \((ЖК «Северное сияние», Школа № 5|Школа № 5, ЖК «Северное сияние»)\): приблизить$/ });
    expect(group.getAttribute('tabindex')).toBe('0');
    expect(group.querySelector('[aria-hidden="true"]')?.textContent).toBe('2');
    // The two neighbours are inside the group, the park apart.
    expect(screen.queryByRole('button', { name: 'ЖК «Северное сияние»' })).toBeNull();
    expect(marker('Парк, Парки')).toBeTruthy();

    group.focus();
    fireEvent.keyPress(group, { key: 'Enter', keyCode: 13, charCode: 13 });
    await waitFor(() => expect(['ЖК «Северное сияние»', 'Школа № 5, Образование']).toContain(document.activeElement?.getAttribute('aria-label')));
    expect(marker('ЖК «Северное сияние»')).toBeTruthy();
    expect(marker('Школа № 5, Образование')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Рядом/ })).toBeNull();
  });

  it('shows a group of numbered points (the list beside the map) as their numbers in order, never as a figure that reads like a point\u2019s number', () => {
    const [complex, school, , park] = points as [SiteMapPoint, SiteMapPoint, SiteMapPoint, SiteMapPoint];
    const numbered = [
      { ...park, marker: '1' },
      { ...complex, marker: '17' },
      { ...school, marker: '2', coordinates: { lat: 45.0801, lng: 39.0003 } },
    ];
    render(<LeafletMap title="Проекты" points={numbered} center={null} tiles={null} />);
    const group = screen.getByRole('button', { name: 'Рядом 2\u00a0объекта (Школа № 5, ЖК «Северное сияние»): приблизить' });
    expect(group.querySelector('[aria-hidden="true"]')?.textContent).toBe('2, 17');
    expect(marker('Парк, Парки').textContent).toBe('1');
  });

  it('shows a group of more than two numbered points as its first number and how many more; its name counts them', () => {
    const spot = (index: number) => ({ lat: 45.08 + index * 0.0001, lng: 39.0 });
    const crowd = [12, 3, 5, 1, 8].map((number) => ({ id: `p${number}`, name: `Дом ${number}`, marker: String(number), coordinates: spot(number) }));
    const [park] = points.slice(3) as [SiteMapPoint];
    render(<LeafletMap title="Проекты" points={[...crowd, park]} center={null} tiles={null} />);
    const group = screen.getByRole('button', { name: 'Рядом 5\u00a0объектов: приблизить' });
    expect(group.querySelector('[aria-hidden="true"]')?.textContent).toBe('1 +4');
  });

  it('never puts the main point (the complex on its own page) into a group: a neighbour at its door stays a marker of its own', () => {
    const [complex, school, , park] = points as [SiteMapPoint, SiteMapPoint, SiteMapPoint, SiteMapPoint];
    const neighbours = [{ ...complex, main: true }, { ...school, coordinates: { lat: 45.0801, lng: 39.0003 } }, park];
    render(<LeafletMap title="ЖК «Северное сияние»" points={neighbours} center={null} tiles={null} />);
    expect(screen.queryByRole('button', { name: /^Рядом/ })).toBeNull();
    expect(markers().map((element) => element.getAttribute('aria-label'))).toEqual(expect.arrayContaining(['ЖК «Северное сияние»', 'Школа № 5, Образование', 'Парк, Парки']));
    // Drawn above its neighbours.
    const raised = (name: string) => Number.parseInt(marker(name).style.zIndex || '0', 10);
    expect(raised('ЖК «Северное сияние»')).toBeGreaterThan(raised('Школа № 5, Образование'));
  });

  it('redraws the markers when the shown points change', () => {
    const { rerender } = render(<LeafletMap title="Проекты" points={points} center={null} tiles={null} />);
    rerender(<LeafletMap title="Проекты" points={points.filter((point) => point.category !== 'Образование')} center={null} tiles={null} />);
    expect(markers().map((element) => element.getAttribute('aria-label'))).toEqual(['ЖК «Северное сияние»', 'Парк, Парки']);
    rerender(<LeafletMap title="Проекты" points={[]} center={{ lat: 45.07, lng: 38.98 }} tiles={null} />);
    expect(markers()).toEqual([]);
  });

  it('draws the configured tiles above the grid with their attribution as plain text', () => {
    const { container } = render(
      <LeafletMap title="Проекты" points={points} center={null} tiles={{ url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© <b>OSM</b>', projection: 'web-mercator' }} />,
    );
    const tiles = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((tile) => tile.src.startsWith('https://tiles.example.com/'))).toBe(true);
    const attribution = container.querySelector('.leaflet-control-attribution');
    expect(attribution?.textContent).toBe('© <b>OSM</b>');
    expect(attribution?.querySelector('b')).toBeNull();
  });

  it('asks Yandex-style tiles in their own projection: other rows of tiles for the same place', () => {
    const tileRows = (projection: 'web-mercator' | 'elliptical-mercator') => {
      const { container, unmount } = render(
        <LeafletMap title="Проекты" points={points} center={null} tiles={{ url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '', projection }} />,
      );
      const rows = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((tile) => tile.src.split('/').at(-1));
      unmount();
      return rows.sort();
    };
    const sphere = tileRows('web-mercator');
    const ellipsoid = tileRows('elliptical-mercator');
    expect(sphere.length).toBeGreaterThan(0);
    expect(ellipsoid.length).toBeGreaterThan(0);
    expect(ellipsoid).not.toEqual(sphere);
  });
});
