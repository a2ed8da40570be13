// Access for people and for the web app: the demo admin account and the read-only API token
// "web", whose key is written to a file the web app reads (CMS_API_TOKEN_FILE). The test stack
// also gets a full-access token (CMS_WRITE_TOKEN_FILE), with which end-to-end tests edit content.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SeedContext } from './context';

export const DEMO_ADMIN = {
  email: 'admin@novostroy.local',
  password: 'Novostroy-Demo-2026',
  firstname: 'Демо',
  lastname: 'Администратор',
} as const;

/** The admin panel's language for the demo admin (Strapi's admin::user.preferedLanguage, spelled so). */
export const DEMO_ADMIN_LANGUAGE = 'ru';

const TOKEN_NAME = 'web';

interface AdminUserService {
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
  updateById(id: number, attributes: Record<string, unknown>): Promise<unknown>;
}
interface AdminRoleService {
  getSuperAdmin(): Promise<{ id: number } | null>;
}
interface ApiTokenService {
  hash(accessKey: string): string;
  getByName(name: string): Promise<{ id: number; type: string } | null>;
  getByAccessKey(accessKeyHash: string): Promise<{ id: number; name: string; type: string } | null>;
  revoke(id: number): Promise<unknown>;
  create(attributes: { name: string; description: string; type: 'read-only' | 'full-access'; lifespan: null }): Promise<{ accessKey: string }>;
}

export async function ensureAdminUser(ctx: SeedContext): Promise<void> {
  const users = ctx.strapi.service('admin::user') as unknown as AdminUserService;
  const existing = (await ctx.strapi.db.query('admin::user').findOne({ where: { email: DEMO_ADMIN.email }, select: ['id', 'preferedLanguage'] })) as {
    id: number;
    preferedLanguage: string | null;
  } | null;
  if (existing) {
    ctx.tally.add('admin user', false);
    // Russian by default: set where the admin never chose a language (older demo databases); a
    // language the admin picked in their profile is kept.
    if (!existing.preferedLanguage) {
      await users.updateById(existing.id, { preferedLanguage: DEMO_ADMIN_LANGUAGE });
      ctx.log(`admin user: interface language set to ${DEMO_ADMIN_LANGUAGE}`);
    }
    return;
  }
  const superAdmin = await (ctx.strapi.service('admin::role') as unknown as AdminRoleService).getSuperAdmin();
  if (!superAdmin) throw new Error('The super admin role is missing (the admin plugin did not bootstrap)');
  await users.create({ ...DEMO_ADMIN, preferedLanguage: DEMO_ADMIN_LANGUAGE, isActive: true, registrationToken: null, roles: [superAdmin.id] });
  ctx.tally.add('admin user', true);
}

/** <repo root>/.data/cms-api-token unless CMS_API_TOKEN_FILE says otherwise. */
export function tokenFilePath(): string {
  return path.resolve(process.env.CMS_API_TOKEN_FILE ?? path.resolve(process.cwd(), '..', '.data', 'cms-api-token'));
}

interface TokenSpec {
  name: string;
  type: 'read-only' | 'full-access';
  description: string;
  file: string;
}

/**
 * Keeps the token in the file when Strapi still knows it (same key, name and type); otherwise
 * replaces the token of that name and rewrites the file. Strapi stores the key hashed, so the
 * check hashes the file's key with the current API_TOKEN_SALT: a changed salt also leads to a new
 * token.
 */
async function ensureToken(ctx: SeedContext, spec: TokenSpec): Promise<string> {
  const tokens = ctx.strapi.service('admin::api-token-content-api') as unknown as ApiTokenService;
  const saved = existsSync(spec.file) ? readFileSync(spec.file, 'utf8').trim() : '';
  const matching = saved ? await tokens.getByAccessKey(tokens.hash(saved)) : null;
  if (matching && matching.name === spec.name && matching.type === spec.type) {
    ctx.tally.add('API token', false);
    return `kept the ${spec.type} token "${spec.name}" in ${spec.file}`;
  }
  const current = await tokens.getByName(spec.name);
  if (current) await tokens.revoke(current.id);
  const created = await tokens.create({ name: spec.name, description: spec.description, type: spec.type, lifespan: null });
  mkdirSync(path.dirname(spec.file), { recursive: true });
  writeFileSync(spec.file, `${created.accessKey}\n`, { mode: 0o600 });
  ctx.tally.add('API token', true);
  return `${current ? 'replaced' : 'created'} the ${spec.type} token "${spec.name}", key written to ${spec.file}`;
}

export function ensureWebToken(ctx: SeedContext): Promise<string> {
  return ensureToken(ctx, {
    name: TOKEN_NAME,
    type: 'read-only',
    description: 'Read-only access for the Novostroy web app (written by the seed).',
    file: tokenFilePath(),
  });
}

/**
 * The test stack's full-access token, only when CMS_WRITE_TOKEN_FILE names where it goes (the
 * demo and production seeds never create one). End-to-end tests use it to edit content the way
 * an editor would and check the pages follow.
 */
export async function ensureTestWriteToken(ctx: SeedContext): Promise<string | null> {
  const file = process.env.CMS_WRITE_TOKEN_FILE;
  if (!file) return null;
  return ensureToken(ctx, {
    name: 'e2e-write',
    type: 'full-access',
    description: 'Full access for the end-to-end tests of the test stack (written by the seed).',
    file: path.resolve(file),
  });
}
