// Access for people and for the web app: the demo admin account and the read-only API token
// "web", whose key is written to a file the web app reads (CMS_API_TOKEN_FILE).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SeedContext } from './context';

export const DEMO_ADMIN = {
  email: 'admin@novostroy.local',
  password: 'Novostroy-Demo-2026',
  firstname: 'Демо',
  lastname: 'Администратор',
} as const;

const TOKEN_NAME = 'web';

interface AdminUserService {
  exists(where: { email: string }): Promise<boolean>;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
}
interface AdminRoleService {
  getSuperAdmin(): Promise<{ id: number } | null>;
}
interface ApiTokenService {
  hash(accessKey: string): string;
  getByName(name: string): Promise<{ id: number; type: string } | null>;
  getByAccessKey(accessKeyHash: string): Promise<{ id: number; name: string; type: string } | null>;
  revoke(id: number): Promise<unknown>;
  create(attributes: { name: string; description: string; type: 'read-only'; lifespan: null }): Promise<{ accessKey: string }>;
}

export async function ensureAdminUser(ctx: SeedContext): Promise<void> {
  const users = ctx.strapi.service('admin::user') as unknown as AdminUserService;
  if (await users.exists({ email: DEMO_ADMIN.email })) {
    ctx.tally.add('admin user', false);
    return;
  }
  const superAdmin = await (ctx.strapi.service('admin::role') as unknown as AdminRoleService).getSuperAdmin();
  if (!superAdmin) throw new Error('The super admin role is missing (the admin plugin did not bootstrap)');
  await users.create({ ...DEMO_ADMIN, isActive: true, registrationToken: null, roles: [superAdmin.id] });
  ctx.tally.add('admin user', true);
}

/** <repo root>/.data/cms-api-token unless CMS_API_TOKEN_FILE says otherwise. */
export function tokenFilePath(): string {
  return path.resolve(process.env.CMS_API_TOKEN_FILE ?? path.resolve(process.cwd(), '..', '.data', 'cms-api-token'));
}

/**
 * Keeps the token in the file when Strapi still knows it (same key, read-only); otherwise replaces
 * the "web" token and rewrites the file. Strapi stores the key hashed, so the check hashes the
 * file's key with the current API_TOKEN_SALT: a changed salt also leads to a new token.
 */
export async function ensureWebToken(ctx: SeedContext): Promise<string> {
  const tokens = ctx.strapi.service('admin::api-token-content-api') as unknown as ApiTokenService;
  const file = tokenFilePath();
  const saved = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  const matching = saved ? await tokens.getByAccessKey(tokens.hash(saved)) : null;
  if (matching && matching.name === TOKEN_NAME && matching.type === 'read-only') {
    ctx.tally.add('API token', false);
    return `kept the read-only token "${TOKEN_NAME}" in ${file}`;
  }
  const current = await tokens.getByName(TOKEN_NAME);
  if (current) await tokens.revoke(current.id);
  const created = await tokens.create({
    name: TOKEN_NAME,
    description: 'Read-only access for the Novostroy web app (written by the seed).',
    type: 'read-only',
    lifespan: null,
  });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${created.accessKey}\n`, { mode: 0o600 });
  ctx.tally.add('API token', true);
  return `${current ? 'replaced' : 'created'} the read-only token "${TOKEN_NAME}", key written to ${file}`;
}
