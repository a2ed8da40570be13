// Russian labels, descriptions and edit-view layouts of the admin panel, from one readable source:
// src/admin-labels/content-types/<name>.json and src/admin-labels/components/<category>.<name>.json
// (field -> { label, description, placeholder? }, the edit rows in the order of the page the type
// feeds, the list columns and the main field). Applied at bootstrap into the content-manager's
// stored configuration through its own services, after Strapi's own validation of a view
// configuration (the one the admin's "Configure the view" save runs).
//
// The restart rule: every file is cut into parts (each field's texts, the edit layout, the list
// view with the main field), and the core store remembers a hash of each part as last applied. At
// boot only the parts whose hash changed in the file are written; an editor's own later change in
// the admin (a label, a moved field, other list columns) stays until that part of the file changes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

export interface FieldText {
  label: string;
  description: string;
  placeholder?: string;
  /** Relations: the target's field the picker and the list show. */
  mainField?: string;
}

export interface LabelSource {
  uid: string;
  mainField?: string;
  defaultSortBy?: string;
  defaultSortOrder?: 'ASC' | 'DESC';
  /** List view columns (content types only). */
  list?: string[];
  /** Edit view rows, in page order; a field's width is Strapi's default for its type unless `sizes` says otherwise. */
  edit: string[][];
  sizes?: Record<string, number>;
  fields: Record<string, FieldText>;
}

interface Metadata {
  edit: Record<string, unknown>;
  list: Record<string, unknown>;
}
interface ViewConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { edit: Array<Array<{ name: string; size: number }>>; list: string[] };
}
interface Model {
  uid: string;
  modelType?: string;
  attributes: Record<string, { type: string; relation?: string; customField?: string }>;
}
interface ConfigurationService {
  findContentType?(uid: string): Model | undefined;
  findComponent?(uid: string): Model | undefined;
  findConfiguration(model: Model): Promise<ViewConfiguration>;
  updateConfiguration(model: Model, configuration: ViewConfiguration): Promise<unknown>;
}
interface FieldSizes {
  hasFieldSize(type?: string): boolean;
  getFieldSize(type: string): { default: number; isResizable: boolean };
}
type Validator = (model: Model) => { validate(value: unknown, options: Record<string, boolean>): Promise<ViewConfiguration> };

const MAX_ROW = 12;
const STORE = { type: 'core', name: 'novostroy', key: 'admin_labels' } as const;
// Types a main field (list title, relation label, component title) may have: Strapi keeps only sortable ones.
const UNSORTABLE = new Set(['component', 'json', 'media', 'richtext', 'dynamiczone', 'blocks', 'relation']);

/** Every label source next to this build (dist/src/admin-labels), components first. */
export function readLabelSources(root = path.join(__dirname, '..', 'admin-labels')): LabelSource[] {
  return ['components', 'content-types'].flatMap((folder) => {
    const dir = path.join(root, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as LabelSource);
  });
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** The parts of a source that are applied (and remembered) separately, each with its hash. */
export function partsOf(source: LabelSource): Record<string, string> {
  const parts: Record<string, string> = {
    layout: hash({ edit: source.edit, sizes: source.sizes ?? {} }),
    list: hash({ list: source.list ?? null, mainField: source.mainField ?? null, sortBy: source.defaultSortBy ?? null, order: source.defaultSortOrder ?? null }),
  };
  for (const [name, text] of Object.entries(source.fields)) parts[`field:${name}`] = hash(text);
  return parts;
}

/** What Strapi's validator does not check: known fields, each once, allowed widths, rows of at most 12. */
export function problemsOf(source: LabelSource, model: Model, sizes: FieldSizes): string[] {
  const problems: string[] = [];
  const attribute = (name: string) => model.attributes[name];
  for (const name of Object.keys(source.fields)) if (!attribute(name)) problems.push(`labels a field the type does not have: ${name}`);
  const seen = new Set<string>();
  for (const row of source.edit) {
    let width = 0;
    for (const name of row) {
      const attr = attribute(name);
      if (!attr) {
        problems.push(`edit layout names a field the type does not have: ${name}`);
        continue;
      }
      if (seen.has(name)) problems.push(`edit layout has ${name} twice`);
      seen.add(name);
      const size = sizeOf(source, name, attr, sizes);
      const rule = sizes.getFieldSize(fieldType(attr, sizes));
      if (size > MAX_ROW || size < 1 || (!rule.isResizable && size !== rule.default)) problems.push(`${name} cannot be ${size} columns wide`);
      width += size;
    }
    if (width > MAX_ROW) problems.push(`edit row ${row.join(', ')} is ${width} columns wide (at most ${MAX_ROW})`);
  }
  for (const name of [source.mainField, source.defaultSortBy]) {
    const attr = name ? attribute(name) : undefined;
    if (name && (!attr || UNSORTABLE.has(attr.type))) problems.push(`${name} cannot be the main field or the sort field`);
  }
  return problems;
}

const fieldType = (attr: { type: string; customField?: string }, sizes: FieldSizes) =>
  attr.customField && sizes.hasFieldSize(attr.customField) ? attr.customField : attr.type;

function sizeOf(source: LabelSource, name: string, attr: { type: string; customField?: string }, sizes: FieldSizes): number {
  return source.sizes?.[name] ?? sizes.getFieldSize(fieldType(attr, sizes)).default;
}

/** The stored configuration with the changed parts of the source written into it. */
export function mergeParts(current: ViewConfiguration, source: LabelSource, model: Model, sizes: FieldSizes, changed: Set<string>): ViewConfiguration {
  const next: ViewConfiguration = {
    settings: { ...current.settings },
    metadatas: structuredClone(current.metadatas),
    layouts: { edit: current.layouts.edit, list: current.layouts.list },
  };
  for (const [name, text] of Object.entries(source.fields)) {
    if (!changed.has(`field:${name}`)) continue;
    const meta = (next.metadatas[name] ??= { edit: {}, list: {} });
    meta.edit = { ...meta.edit, label: text.label, description: text.description, placeholder: text.placeholder ?? '' };
    if (text.mainField) meta.edit.mainField = text.mainField;
    meta.list = { ...meta.list, label: text.label };
  }
  if (changed.has('layout')) {
    next.layouts.edit = source.edit.map((row) => row.map((name) => ({ name, size: sizeOf(source, name, model.attributes[name]!, sizes) })));
  }
  if (changed.has('list')) {
    if (source.list) next.layouts.list = [...source.list];
    if (source.mainField) next.settings.mainField = source.mainField;
    if (source.defaultSortBy) next.settings.defaultSortBy = source.defaultSortBy;
    if (source.defaultSortOrder) next.settings.defaultSortOrder = source.defaultSortOrder;
  }
  return next;
}

/** Strapi's own validation of a view configuration (content-manager's model-configuration schema). */
function loadValidator(): Validator | null {
  try {
    const root = path.dirname(require.resolve('@strapi/content-manager/package.json'));
    const loaded = require(path.join(root, 'dist', 'server', 'controllers', 'validation', 'model-configuration.js')) as Validator | { default: Validator };
    return typeof loaded === 'function' ? loaded : loaded.default;
  } catch {
    return null;
  }
}

export async function applyAdminLabels(strapi: Core.Strapi, sources = readLabelSources()): Promise<void> {
  const contentManager = strapi.plugin('content-manager');
  const sizes = contentManager.service('field-sizes') as unknown as FieldSizes;
  const validate = loadValidator();
  if (!validate) {
    strapi.log.error('[admin-labels] Strapi\'s view configuration validator was not found (content-manager changed?): Russian labels not applied');
    return;
  }
  const applied = ((await strapi.store.get(STORE)) ?? {}) as Record<string, Record<string, string>>;
  const written: string[] = [];
  for (const source of sources) {
    const isComponent = !source.uid.includes('::');
    const service = contentManager.service(isComponent ? 'components' : 'content-types') as unknown as ConfigurationService;
    const model = isComponent ? service.findComponent?.(source.uid) : service.findContentType?.(source.uid);
    if (!model) {
      strapi.log.error(`[admin-labels] ${source.uid}: no such ${isComponent ? 'component' : 'content type'}`);
      continue;
    }
    const problems = problemsOf(source, model, sizes);
    if (problems.length > 0) {
      strapi.log.error(`[admin-labels] ${source.uid} not applied:\n  - ${problems.join('\n  - ')}`);
      continue;
    }
    const parts = partsOf(source);
    const before = applied[source.uid] ?? {};
    const changed = new Set(Object.keys(parts).filter((part) => before[part] !== parts[part]));
    if (changed.size === 0) continue;
    const next = mergeParts(await service.findConfiguration(model), source, model, sizes, changed);
    try {
      const valid = await validate(model).validate(next, { abortEarly: false, stripUnknown: true, strict: true });
      await service.updateConfiguration(model, valid);
    } catch (error) {
      const details = (error as { errors?: string[] }).errors?.join('; ') ?? (error as Error).message;
      strapi.log.error(`[admin-labels] ${source.uid} not applied: ${details}`);
      continue;
    }
    applied[source.uid] = parts;
    written.push(`${source.uid} (${changed.size} part${changed.size === 1 ? '' : 's'})`);
  }
  if (written.length > 0) {
    await strapi.store.set({ ...STORE, value: applied });
    strapi.log.info(`[admin-labels] applied: ${written.join(', ')}`);
  }
}
