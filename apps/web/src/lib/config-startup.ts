// Start-up check of the configuration (Node runtime only, called from instrumentation.ts).
import { ConfigError, getConfig } from './config';

export function checkConfigAtStartup(): void {
  try {
    getConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Next only logs a failing hook and keeps a half-ready server running; stop instead.
    console.error(error.message);
    process.exit(1);
  }
}
