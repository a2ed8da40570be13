// The fake amoCRM account as a process, for the end-to-end stack of `npm test`: sales-data
// forwards the test leads here, so the whole path from the form to "the CRM" runs without the
// internet. FAKE_AMOCRM_PORT and FAKE_AMOCRM_TOKEN (the token sales-data must send).
import { startFakeAmoCrm } from './fake-amocrm';

const port = Number(process.env.FAKE_AMOCRM_PORT ?? 4012);
const token = process.env.FAKE_AMOCRM_TOKEN;
if (!token) {
  console.error('[fake-amocrm] FAKE_AMOCRM_TOKEN is required');
  process.exit(1);
}
const fake = await startFakeAmoCrm(token, port);
console.log(`[fake-amocrm] listening on ${fake.url}`);
const stop = () => void fake.close().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
