// Public pictures (no token: browsers load them directly): unit plans, facades, floor plans and
// renders as SVG, drawn on first request and kept in a small cache. The inventory is fixed for
// the life of the process, so the pictures can be cached by browsers and CDNs. Sent gzipped to a
// browser that accepts it (a plan, the unit page's largest picture, averages 1.8 KB and 0.7 KB gzipped).
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { notFound } from '../http/errors';
import type { Inventory } from '../inventory/inventory';
import { facadeSvg } from '../media/facade-svg';
import { floorSvg } from '../media/floor-svg';
import { planSvg } from '../media/plan-svg';
import { renderSvg } from '../media/render-svg';

const CACHE_LIMIT = 500;

function svgFileId(file: string, allowNegative = false): number | undefined {
  const match = (allowNegative ? /^(-?\d{1,12})\.svg$/ : /^(\d{1,12})\.svg$/).exec(file);
  return match ? Number(match[1]) : undefined;
}

export function mediaRoutes(inventory: Inventory): Hono {
  const app = new Hono();
  const cache = new Map<string, string>();

  const serve = (c: Context, key: string, draw: () => string | undefined) => {
    let svg = cache.get(key);
    if (svg === undefined) {
      svg = draw();
      if (svg === undefined) throw notFound(`No picture at ${c.req.path}`);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(key, svg);
    }
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    // The SVGs are ours, but a picture should never run script if opened directly.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    c.header('Access-Control-Allow-Origin', '*');
    return c.body(svg);
  };

  // Compression wraps the ETag: the tag is of the picture, made weak (W/) for a compressed answer,
  // and a revalidation with it still gets a 304.
  app.use('*', compress());
  app.use('*', etag());

  app.get('/plans/:file', (c) =>
    serve(c, c.req.path, () => {
      const id = svgFileId(c.req.param('file'));
      const property = id === undefined ? undefined : inventory.property(id);
      return property && planSvg(property);
    }),
  );

  app.get('/facades/:file', (c) =>
    serve(c, c.req.path, () => {
      const id = svgFileId(c.req.param('file'));
      const house = id === undefined ? undefined : inventory.house(id);
      const project = house && inventory.project(house.project_id);
      return house && project && facadeSvg(project, house);
    }),
  );

  app.get('/floors/:houseId/:file', (c) =>
    serve(c, c.req.path, () => {
      const houseId = Number(c.req.param('houseId'));
      const floor = svgFileId(c.req.param('file'), true);
      const house = /^\d{1,12}$/.test(c.req.param('houseId')) ? inventory.house(houseId) : undefined;
      const project = house && inventory.project(house.project_id);
      const layout = house && floor !== undefined ? inventory.floorLayout(house.id, floor) : undefined;
      return house && project && layout && floorSvg(project, house, layout);
    }),
  );

  app.get('/renders/:file', (c) =>
    serve(c, c.req.path, () => {
      const id = svgFileId(c.req.param('file'));
      const render = id === undefined ? undefined : inventory.render(id);
      const project = render && inventory.project(render.project_id);
      return render && project && renderSvg(render, project, inventory.houses.filter((h) => h.project_id === project.id));
    }),
  );

  return app;
}
