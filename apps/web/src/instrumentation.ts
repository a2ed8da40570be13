// Runs once when the server starts: validates the environment, so a bad variable stops
// `next start` at once with the full list instead of failing on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkConfigAtStartup } = await import('./lib/config-startup');
    checkConfigAtStartup();
  }
}
