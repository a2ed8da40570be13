// Runs once when the server starts: validates the environment, so a bad variable stops
// `next start` at once with the full list instead of failing on the first request; installs the
// server's error answer for failed pages (platform/errors); opens the lead
// database and starts the outbox worker; and stops both gracefully on SIGTERM/SIGINT.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkConfigAtStartup } = await import('./lib/config-startup');
    checkConfigAtStartup();

    // A page that fails before its first byte answers with the site's error screen as HTML (500,
    // or 503 when the CMS could not serve it) instead of Next's empty shell; each page request
    // also gets its CMS time budget (lib/http/request-context).
    const [{ installServerErrorResponses }, path] = await Promise.all([import('./platform/errors/server'), import('node:path')]);
    installServerErrorResponses({ distDir: path.join(process.cwd(), '.next') });

    // Spec §8 start-up loads (page list, content list). Not awaited: a slow or dead CMS must not
    // hold the server back; results and failures are recorded for /debug and the logs.
    const { startSeoStartupLoads } = await import('./platform/seo/server');
    void startSeoStartupLoads();

    // Not awaited either: leads left by an earlier run are delivered as soon as the database opens.
    const { startLeadsRuntime, stopLeadsRuntime } = await import('./features/leads/server');
    void startLeadsRuntime();

    // With NEXT_MANUAL_SIG_HANDLE (set by `npm start`), Next leaves the signals to us: the worker
    // finishes the delivery in hand and gives back its claim before the process exits. Without
    // it Next exits at once, which is still safe: claimed rows return when their lease ends.
    if (process.env.NEXT_MANUAL_SIG_HANDLE) {
      const shutdown = (signal: NodeJS.Signals) => {
        console.info(`[server] ${signal}: finishing lead deliveries, then exiting`);
        void stopLeadsRuntime().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
      };
      process.once('SIGTERM', shutdown);
      process.once('SIGINT', shutdown);
    }
  }
}
