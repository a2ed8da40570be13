// temporary: bench CMS + demo sales-data + web on 3200
import path from 'node:path';
import { DATA_DIR, stopChildrenOnExit } from './scripts/lib/orchestrator.mjs';
import { stackSettings, startCms, startSalesData, startWeb } from './scripts/lib/stack.mjs';
Object.assign(process.env, { WEB_PORT: '3200', CMS_PORT: '1339', SALES_DATA_PORT: '4013' });
const settings = stackSettings('start');
settings.salesEnv.SALES_DATA_DIR = path.join(DATA_DIR, 'bench', 'sales-data');
stopChildrenOnExit();
await Promise.all([startCms(settings), startSalesData(settings)]);
await startWeb(settings, { PORT: '3200', DATA_DIR: path.join(DATA_DIR, 'bench', 'web') });
console.log('STACK READY');
await new Promise(() => {});
