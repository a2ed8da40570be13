// A test-only way to make a page fail on the server (the fault matrix checks the 500 answer):
// with TEST_SERVER_ERRORS=true, a page request with `x-test-server-error: 1` throws. Off unless the
// test stack sets the variable; the header alone does nothing in production.
import 'server-only';
import { headers } from 'next/headers';
import { getConfig } from '@/lib/config';

export const TEST_SERVER_ERROR_HEADER = 'x-test-server-error';

export async function failIfTestServerError(): Promise<void> {
  if (!getConfig().testServerErrors) return;
  if ((await headers()).get(TEST_SERVER_ERROR_HEADER) === '1') throw new Error(`Test server error (${TEST_SERVER_ERROR_HEADER})`);
}
