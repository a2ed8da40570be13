import { describe, expect, it } from 'vitest';
import { buildInventory } from '../inventory/inventory';
import { renderSvg } from './render-svg';

const inventory = buildInventory({ publicUrl: 'http://sales.test' });

/** The wall rectangles of the buildings: the ones with the palette's stroke. */
const walls = (svg: string) => [...svg.matchAll(/<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)" height="[\d.]+" fill="#[0-9a-f]{6}" stroke=/g)].map((m) => ({ x: Number(m[1]), width: Number(m[2]) }));

describe('an illustrative render', () => {
  it('stands one house in the middle of the street, not at its left edge', () => {
    const render = inventory.renders.find((each) => each.house_id !== null && inventory.houses.find((house) => house.id === each.house_id)?.sections.length === 1)!;
    const project = inventory.projects.find((each) => each.id === render.project_id)!;
    const [wall] = walls(renderSvg(render, project, inventory.houses.filter((house) => house.project_id === project.id)));
    expect(wall).toBeDefined();
    expect(Math.abs(wall!.x + wall!.width / 2 - render.width / 2)).toBeLessThan(2);
  });

  it('draws every section of a complex within the picture', () => {
    const render = inventory.renders.find((each) => each.house_id === null)!;
    const project = inventory.projects.find((each) => each.id === render.project_id)!;
    const houses = inventory.houses.filter((house) => house.project_id === project.id);
    const drawn = walls(renderSvg(render, project, houses));
    expect(drawn).toHaveLength(houses.reduce((sum, house) => sum + house.sections.length, 0));
    for (const wall of drawn) expect(wall.x >= 0 && wall.x + wall.width <= render.width).toBe(true);
  });
});
