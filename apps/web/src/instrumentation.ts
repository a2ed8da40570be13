// Runs once when the server starts: validates the environment, so a bad variable stops
// `next start` at once with the full list instead of failing on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkConfigAtStartup } = await import('./lib/config-startup');
    checkConfigAtStartup();

    // Spec §8 start-up loads (page list, content list). Not awaited: a slow or dead CMS must not
    // hold the server back; results and failures are recorded for /debug and the logs.
    const { startSeoStartupLoads } = await import('./features/seo/startup');
    void startSeoStartupLoads();
  }
}
