// The end-to-end tests' controls, mounted only with SALES_DATA_TEST_CONTROLS=1 (the test stack of
// `npm test`; never the demo or production): PUT /api/test/property/{id}/status switches a unit,
// so a test can watch the site react to a flat being sold. Behind the token like all of /api.
import { propertyStatusChangeSchema } from '@novostroy/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody, notFound, pathInteger } from '../http/errors';
import { BODY_LIMIT_BYTES, readJsonBody } from '../http/json-body';
import type { Inventory } from '../inventory/inventory';

export function testControlRoutes(inventory: Inventory): Hono {
  const app = new Hono();
  const limitBody = bodyLimit({ maxSize: BODY_LIMIT_BYTES, onError: (c) => c.json(errorBody(413, `Request body is larger than ${BODY_LIMIT_BYTES / 1024} KB`), 413) });

  app.put('/property/:id/status', limitBody, async (c) => {
    const id = pathInteger(c.req.param('id'), 'id');
    const { status } = await readJsonBody(c, propertyStatusChangeSchema);
    const property = inventory.setStatus(id, status);
    if (!property) throw notFound(`Property ${id} not found`);
    console.log(`[sales-data] test controls: property ${id} is now ${status}`);
    return c.json({ data: property });
  });

  return app;
}
