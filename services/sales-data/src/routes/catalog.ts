// Read-only inventory endpoints (spec §7): projects, houses, units, facades, floor plans,
// renders, completion years, prices per m², the monthly payment and the PDF documents.
import { floorPlanQuerySchema, monthlyPaymentQuerySchema, type FloorPlan, type Property } from '@novostroy/contracts';
import { Hono, type Context } from 'hono';
import { DownPaymentTooLarge, monthlyPayment } from '../finance/annuity';
import { badRequest, describeFields, notFound, pathInteger, zodFields } from '../http/errors';
import { createListCache, listKey } from '../http/list-cache';
import { applyListQuery, listQuery, parseListQuery } from '../http/list-query';
import { developmentEndYears } from '../inventory/price-figures';
import type { Inventory } from '../inventory/inventory';
import { rectPoints } from '../geometry/shapes';
import { floorMapPdf } from '../pdf/floor-map';
import { priceListPdf } from '../pdf/price-list';
import { unitCardPdf } from '../pdf/unit-card';
import { facadeSpec, houseSpec, projectSpec, propertySpec, renderSpec, squareMeterSpec } from './list-specs';

const searchParams = (c: Context) => new URL(c.req.url).searchParams;

function pdfResponse(c: Context, bytes: Uint8Array, filename: string): Response {
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `inline; filename="${filename}"`);
  c.header('Cache-Control', 'no-store');
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
}

function floorListText(floors: readonly number[]): string {
  const above = floors.filter((f) => f > 0);
  return `${floors.includes(-1) ? '-1, ' : ''}${above[0]}-${above[above.length - 1]}`;
}

export function catalogRoutes(inventory: Inventory): Hono {
  const app = new Hono();

  const requireProperty = (raw: string | undefined) => {
    const id = pathInteger(raw, 'id');
    const property = inventory.property(id);
    if (!property) throw notFound(`Property ${id} not found`);
    return property;
  };

  const requireFloor = (rawHouse: string | undefined, floor: number) => {
    const houseId = pathInteger(rawHouse, 'houseId');
    const house = inventory.house(houseId);
    if (!house) throw notFound(`House ${houseId} not found`);
    const layout = inventory.floorLayout(houseId, floor);
    if (!layout) throw notFound(`House ${houseId} has no floor ${floor} (floors: ${floorListText(house.floors)})`);
    const project = inventory.project(house.project_id);
    if (!project) throw notFound(`Project ${house.project_id} not found`);
    return { house, layout, project };
  };

  app.get('/project', (c) => c.json(listQuery(inventory.projects, searchParams(c), projectSpec)));

  app.get('/project/:id', (c) => {
    const id = pathInteger(c.req.param('id'), 'id');
    const project = inventory.project(id);
    if (!project) throw notFound(`Project ${id} not found`);
    return c.json({ data: project });
  });

  app.get('/houses', (c) => c.json(listQuery(inventory.houses, searchParams(c), houseSpec)));

  // Units are read page by page (web's feeds read every unit on offer): the filtered and sorted
  // list of the last few queries is kept until a status changes (http/list-cache.ts).
  const unitLists = createListCache<Property>(8);
  const unitsPage = (params: URLSearchParams) => unitLists.page(inventory.properties, parseListQuery(params, propertySpec), listKey(params), inventory.statusChanges());

  app.get('/property/loaded', (c) => c.json(unitsPage(searchParams(c))));

  app.get('/property/loaded/pdf', async (c) => {
    const { data, meta } = unitsPage(searchParams(c));
    return pdfResponse(c, await priceListPdf(data, meta.total), 'podborka.pdf');
  });

  app.get('/property/:id', (c) => c.json({ data: requireProperty(c.req.param('id')) }));

  app.get('/facades', (c) => c.json(listQuery(inventory.facades, searchParams(c), facadeSpec)));

  app.get('/floor/:houseId', (c) => {
    const query = floorPlanQuerySchema.safeParse({ floor: c.req.query('floor') });
    if (!query.success) {
      const fields = zodFields(query.error);
      throw badRequest(describeFields('Invalid query', fields), fields);
    }
    const { house, layout } = requireFloor(c.req.param('houseId'), query.data.floor);
    const plan: FloorPlan = {
      house_id: house.id,
      project_id: house.project_id,
      floor: layout.floor,
      sections: layout.floor === -1 ? house.sections.map((s) => s.number) : layout.sections.map((s) => s.number),
      image: inventory.floorImage(house.id, layout.floor),
      width: layout.width,
      height: layout.height,
      units: layout.units.map(({ property, rect }) => ({
        property_id: property.id,
        number: property.number,
        type_purpose: property.type_purpose,
        status: property.status,
        section: property.section,
        rooms_amount: property.rooms_amount,
        studio: property.studio,
        area_total: property.area_total,
        price_value: property.price_value,
        points: rectPoints(rect),
      })),
    };
    return c.json({ data: plan });
  });

  app.get('/render', (c) => c.json(listQuery(inventory.renders, searchParams(c), renderSpec)));

  app.get('/development-end', (c) => {
    // Filters select houses; the answer lists their completion years (sort: year or -year).
    const params = searchParams(c);
    const sort = params.getAll('sort');
    if (sort.length > 1 || (sort[0] !== undefined && !/^-?year$/.test(sort[0].trim()))) {
      throw badRequest('Invalid query: sort: the years sort by "year" or "-year" only', { sort: 'expected year or -year' });
    }
    params.delete('sort');
    const query = parseListQuery(params, houseSpec);
    const years = developmentEndYears(
      inventory.houses.filter((h) => query.matches(h)),
      inventory.properties,
    );
    if (sort[0]?.trim() === '-year') years.reverse();
    return c.json({ data: years.slice(query.offset, query.offset + query.limit), meta: { total: years.length, limit: query.limit, offset: query.offset } });
  });

  app.get('/square-meter', (c) => c.json(applyListQuery(inventory.squareMeterPrices(), parseListQuery(searchParams(c), squareMeterSpec))));

  app.get('/monthly_payment/:id', (c) => {
    const property = requireProperty(c.req.param('id'));
    const raw = Object.fromEntries(['rate', 'years', 'initial_payment', 'initial_payment_percent'].flatMap((name) => {
      const value = c.req.query(name);
      return value === undefined ? [] : [[name, value]];
    }));
    const query = monthlyPaymentQuerySchema.safeParse(raw);
    if (!query.success) {
      const fields = zodFields(query.error);
      throw badRequest(describeFields('Invalid query', fields), fields);
    }
    try {
      return c.json({ data: monthlyPayment(property.id, property.price_value, query.data) });
    } catch (error) {
      if (error instanceof DownPaymentTooLarge) throw badRequest(`Invalid query: ${error.message}`, { initial_payment: error.message });
      throw error;
    }
  });

  app.get('/pdf/:id', async (c) => {
    const property = requireProperty(c.req.param('id'));
    return pdfResponse(c, await unitCardPdf(property), `unit-${property.id}.pdf`);
  });

  app.get('/pdf/:houseId/:floor', async (c) => {
    const floor = pathInteger(c.req.param('floor'), 'floor', { allowNegative: true });
    const { house, layout, project } = requireFloor(c.req.param('houseId'), floor);
    return pdfResponse(c, await floorMapPdf(project, house, layout), `floor-${house.id}-${floor}.pdf`);
  });

  return app;
}
