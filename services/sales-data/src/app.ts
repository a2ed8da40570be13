// The HTTP application: public /health and /media/*, token-protected /api/* (with /api/test/*
// only when the test controls are on), JSON errors.
// Built from its dependencies so tests drive it in-process with app.request().
import type { Health, Lead, LeadCrm, SendRequestRecord } from '@novostroy/contracts';
import { Hono } from 'hono';
import { requireToken } from './http/auth';
import { errorBody, handleError } from './http/errors';
import type { Inventory } from './inventory/inventory';
import { catalogRoutes } from './routes/catalog';
import { intakeRoutes } from './routes/intake';
import { mediaRoutes } from './routes/media';
import { testControlRoutes } from './routes/test-controls';
import type { IntakeStore } from './storage/intake-store';

export interface AppDependencies {
  token: string;
  inventory: Inventory;
  leads: IntakeStore<Lead>;
  sends: IntakeStore<SendRequestRecord>;
  /** A lead's forwarding state, shown with it in the intake answers and the listing. */
  crm: (leadId: string) => LeadCrm;
  /** Called once per newly stored lead (never for a replay), after it is on disk. */
  onLeadAccepted?: (lead: Lead) => void;
  /** Mounts /api/test/* (SALES_DATA_TEST_CONTROLS); absent or false: those paths are 404s. */
  testControls?: boolean;
  startedAt?: Date;
  now?: () => Date;
}

export function createApp(deps: AppDependencies): Hono {
  const startedAt = deps.startedAt ?? new Date();
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
  });

  app.get('/health', (c) => {
    const health: Health = {
      status: 'ok',
      units: deps.inventory.properties.length,
      started_at: startedAt.toISOString(),
      uptime_s: Math.round((Date.now() - startedAt.getTime()) / 100) / 10,
    };
    return c.json(health);
  });

  app.route('/media', mediaRoutes(deps.inventory));

  app.use('/api/*', requireToken(deps.token));
  app.route('/api', catalogRoutes(deps.inventory));
  app.route('/api', intakeRoutes(deps));
  if (deps.testControls) app.route('/api/test', testControlRoutes(deps.inventory));

  app.notFound((c) => c.json(errorBody(404, `No such endpoint: ${c.req.method} ${c.req.path}`), 404));
  app.onError(handleError);
  return app;
}
