import { describe, expect, it } from 'vitest';
import { floorTitle, placeLabel, unitLabels } from './floor-svg';

const fontSize = (svg: string) => Number(/font-size="([\d.]+)"/.exec(svg)?.[1]);

describe('a parking place or storeroom number on the floor plan', () => {
  it('runs upright along a narrow parking place, as large as the cell allows', () => {
    const label = placeLabel('М-12', { x: 30, y: 64, w: 30, h: 62 });
    expect(label).toContain('transform="rotate(-90 45.0 95.0)"');
    expect(fontSize(label)).toBe(14);
    expect(label).toContain('>М-12</text>');
  });

  it('stays level in a squarish storeroom', () => {
    const label = placeLabel('К-7', { x: 0, y: 0, w: 46.7, h: 52 });
    expect(label).not.toContain('rotate');
    expect(fontSize(label)).toBe(14);
  });

  it('shrinks a long number to fit its cell', () => {
    const size = fontSize(placeLabel('М-1234567', { x: 0, y: 0, w: 30, h: 62 }));
    expect(size * 9 * 0.62).toBeLessThanOrEqual(62 - 6 + 0.01);
    expect(size).toBeLessThan(14);
  });
});

describe('the floor plan title', () => {
  it('keeps 16 units when it fits, and shrinks a long one to the drawing width', () => {
    expect(fontSize(floorTitle('ЖК «Олимп», Литер 1: 5 этаж', 480))).toBe(16);
    const long = 'ЖК «Северное сияние», Литер 1: подземный уровень';
    const size = fontSize(floorTitle(long, 480));
    expect(size).toBeLessThan(16);
    expect(30 + size * long.length * 0.68).toBeLessThanOrEqual(480 - 10 + 0.1);
  });
});

describe('a flat’s labels on the floor plan', () => {
  const sizes = (svg: string) => [...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));

  it('are large in a roomy cell: the number 13, the kind 24, the area 15 units', () => {
    expect(sizes(unitLabels('№ 156', '1к', '36,9 м²', { x: 0, y: 0, w: 150, h: 130 }))).toEqual([13, 24, 15]);
  });

  it('shrink in a narrow cell so none runs past its walls', () => {
    const labels = ['№ 1024', '4к', '120,9 м²'];
    const [number, kind, area] = sizes(unitLabels(labels[0] ?? '', labels[1] ?? '', labels[2] ?? '', { x: 0, y: 0, w: 70, h: 130 }));
    expect(area).toBeLessThan(15);
    expect((area ?? 0) * (labels[2] ?? '').length * 0.62).toBeLessThanOrEqual(70 - 12 + 0.01);
    expect((number ?? 0) * (labels[0] ?? '').length * 0.62).toBeLessThanOrEqual(70 - 12 + 0.01);
    expect(kind).toBe(24);
  });
});
