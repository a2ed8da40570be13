// Assembles the running service from a config: the inventory, the two intake stores in the data
// folder, and the app. main.ts serves it; tests build it in-process the same way.
import { leadSchema, sendRequestRecordSchema } from '@novostroy/contracts';
import type { Hono } from 'hono';
import { createApp } from './app';
import type { Config } from './config';
import { buildInventory, type Inventory } from './inventory/inventory';
import { openIntakeStore } from './storage/intake-store';

export interface Service {
  app: Hono;
  inventory: Inventory;
  close(): Promise<void>;
}

export async function createService(config: Pick<Config, 'token' | 'dataDir' | 'publicUrl'>, options: { inventory?: Inventory; now?: () => Date } = {}): Promise<Service> {
  const inventory = options.inventory ?? buildInventory({ publicUrl: config.publicUrl });
  const leads = await openIntakeStore(config.dataDir, 'leads', leadSchema);
  const sends = await openIntakeStore(config.dataDir, 'send-requests', sendRequestRecordSchema);
  const app = createApp({ token: config.token, inventory, leads, sends, ...(options.now ? { now: options.now } : {}) });
  return {
    app,
    inventory,
    async close() {
      await Promise.all([leads.close(), sends.close()]);
    },
  };
}
