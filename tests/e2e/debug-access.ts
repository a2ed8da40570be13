// The header that opens /debug on the production server under test: DEBUG_TOKEN, which
// scripts/test.mjs gives both the web server and the tests. Missing, the specs fail loudly.
export const DEBUG_TOKEN_HEADER = 'x-debug-token';

export function debugHeaders(): Record<string, string> {
  const token = process.env.DEBUG_TOKEN;
  if (!token) throw new Error('DEBUG_TOKEN is not set: /debug is a 404 in production without it (scripts/test.mjs sets it for web and the tests)');
  return { [DEBUG_TOKEN_HEADER]: token };
}
