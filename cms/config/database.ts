// Database: a SQLite file by default (DATABASE_FILENAME, relative to cms/); Postgres with
// DATABASE_CLIENT=postgres and DATABASE_URL (or the separate DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD).
import path from 'node:path';
import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const acquireConnectionTimeout = env.int('DATABASE_CONNECTION_TIMEOUT', 60000);
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    const ssl = env.bool('DATABASE_SSL', false)
      ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
      : false;
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          host: env('DATABASE_HOST', 'localhost'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'strapi'),
          user: env('DATABASE_USERNAME', 'strapi'),
          password: env('DATABASE_PASSWORD', 'strapi'),
          schema: env('DATABASE_SCHEMA', 'public'),
          ssl,
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout,
      },
    };
  }

  if (client !== 'sqlite') {
    throw new Error(`DATABASE_CLIENT=${client} is not supported here: use sqlite (default) or postgres.`);
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        // Resolved against the app folder (cms/) rather than dist/config, so every entry point
        // (start, seed, build) opens the same file.
        filename: path.resolve(process.cwd(), env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      acquireConnectionTimeout,
    },
  };
};
