// `npm start`: installs what is missing, builds, seeds the demo content and runs the whole site
// (CMS, sales-data service, web) until Ctrl-C. A second run reuses install, build and seed.
import { installDependencies, log, serveUntilStopped, step, stopAll, stopChildrenOnExit } from './lib/orchestrator.mjs';
import { buildStack, seedCms, stackSettings, startCms, startSalesData, startWeb } from './lib/stack.mjs';

stopChildrenOnExit();
const settings = stackSettings('start');

try {
  await installDependencies();
  await buildStack(settings);
  await seedCms(settings);
  const services = await Promise.all([startCms(settings), startSalesData(settings)]);
  services.push(await startWeb(settings));
  await step('Ready', async () => {
    log('');
    log(`  Website          ${settings.urls.web}`);
    log(`  CMS admin        ${settings.urls.cms}/admin   (admin@novostroy.local / Novostroy-Demo-2026)`);
    log(`  Sales-data API   ${settings.urls.sales}/api   (token in .data/secrets.json)`);
    log('');
    log('  Press Ctrl-C to stop everything.');
  });
  await serveUntilStopped(services);
} catch (error) {
  log(`npm start failed: ${error.message}`);
  await stopAll();
  process.exit(1);
}
