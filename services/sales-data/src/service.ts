// Assembles the running service from a config: the inventory, the two intake stores in the data
// folder, the amoCRM forwarder when it is configured, and the app. main.ts serves it; tests build
// it in-process the same way.
import { leadSchema, sendRequestRecordSchema, type Lead, type LeadCrm } from '@novostroy/contracts';
import type { Hono } from 'hono';
import { createApp } from './app';
import type { Config } from './config';
import type { AmoClient } from './crm/amocrm';
import { openForwardState } from './crm/forward-state';
import { createForwarder, type Forwarder, type ForwarderLog } from './crm/forwarder';
import { buildInventory, type Inventory } from './inventory/inventory';
import { openIntakeStore } from './storage/intake-store';

export interface Service {
  app: Hono;
  inventory: Inventory;
  /** The amoCRM forwarder; undefined when forwarding is off. */
  forwarder: Forwarder | undefined;
  /** Stops forwarding (bounded wait for a request in flight); the HTTP API keeps working. */
  stopForwarding(): Promise<void>;
  close(): Promise<void>;
}

export interface ServiceOptions {
  inventory?: Inventory;
  now?: () => Date;
  /** Forwarder knobs for tests: log sink, jitter source, HTTP client, stop grace period. */
  forwarder?: { log?: ForwarderLog; random?: () => number; client?: AmoClient; stopGraceMs?: number };
}

const OFF: LeadCrm = { status: 'off' };

export async function createService(
  config: Pick<Config, 'token' | 'dataDir' | 'publicUrl'> & { amocrm?: Config['amocrm']; testControls?: boolean; syntheticUnits?: number | undefined },
  options: ServiceOptions = {},
): Promise<Service> {
  const inventory =
    options.inventory ?? buildInventory({ publicUrl: config.publicUrl, ...(config.syntheticUnits !== undefined ? { syntheticUnits: config.syntheticUnits } : {}) });
  const leads = await openIntakeStore(config.dataDir, 'leads', leadSchema);
  const sends = await openIntakeStore(config.dataDir, 'send-requests', sendRequestRecordSchema);
  const state = config.amocrm ? await openForwardState(config.dataDir) : undefined;
  const forwarder =
    config.amocrm && state
      ? createForwarder({
          config: config.amocrm,
          state,
          ...(options.forwarder?.log ? { log: options.forwarder.log } : {}),
          ...(options.forwarder?.random ? { random: options.forwarder.random } : {}),
          ...(options.forwarder?.client ? { client: options.forwarder.client } : {}),
          ...(options.forwarder?.stopGraceMs !== undefined ? { stopGraceMs: options.forwarder.stopGraceMs } : {}),
        })
      : undefined;
  // Oldest first, so a backlog reaches the CRM in the order it arrived.
  forwarder?.resume([...leads.list()].reverse());

  const app = createApp({
    token: config.token,
    inventory,
    leads,
    sends,
    crm: forwarder ? (id) => forwarder.crm(id) : () => OFF,
    onLeadAccepted: (lead: Lead) => forwarder?.accept(lead),
    testControls: config.testControls === true,
    ...(options.now ? { now: options.now } : {}),
  });
  let stopped: Promise<void> | undefined;
  const stopForwarding = () => (stopped ??= forwarder ? forwarder.stop() : Promise.resolve());
  return {
    app,
    inventory,
    forwarder,
    stopForwarding,
    async close() {
      await stopForwarding();
      await Promise.all([leads.close(), sends.close(), state?.close()]);
    },
  };
}
