import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectMapPoints } from './project-map';

afterEach(() => vi.restoreAllMocks());

describe('projectMapPoints', () => {
  it('gives one point per complex with readable coordinates, linking to its page and numbered in order; a bad value is logged and skipped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const points = projectMapPoints([
      { slug: 'zhk-a', title: 'ЖК «А»', coordinates: '45.0712, 38.9851' },
      { slug: 'zhk-b', title: 'ЖК «Б»', coordinates: null },
      { slug: 'zhk-c', title: 'ЖК «В»', coordinates: 'у школы' },
      { slug: 'zhk-d', title: 'ЖК «Г»', coordinates: '45,03 38,97' },
    ]);
    expect(points).toEqual([
      { id: 'zhk-a', name: 'ЖК «А»', coordinates: { lat: 45.0712, lng: 38.9851 }, href: '/our-projects/zhk-a', marker: '1' },
      { id: 'zhk-d', name: 'ЖК «Г»', coordinates: { lat: 45.03, lng: 38.97 }, href: '/our-projects/zhk-d', marker: '2' },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('project zhk-c');
  });

  it('leaves a single complex its letter: a lone «1» would say nothing', () => {
    expect(projectMapPoints([{ slug: 'zhk-a', title: 'ЖК «А»', coordinates: '45.0712, 38.9851' }])[0]?.marker).toBeUndefined();
  });
});
