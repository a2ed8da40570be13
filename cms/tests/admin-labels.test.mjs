// The admin's Russian label sources (src/admin-labels) against the content model (src/api/*/content-types,
// src/components): every field of every type and component has a Russian label and a one-line
// description, the edit layout lists every field once in rows Strapi accepts, and nothing in a
// source names a field that does not exist. Field widths follow Strapi's own rules (the
// content-manager's field-sizes service), so this needs cms/node_modules.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const CMS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(CMS, 'package.json'));
const createFieldSizes = require(path.join(path.dirname(require.resolve('@strapi/content-manager/package.json')), 'dist/server/services/field-sizes.js'));
const fieldSizes = createFieldSizes({ strapi: {} });

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const CYRILLIC = /[А-Яа-яЁё]/;
const MAX_ROW = 12;
// What Strapi lets be a main field or a list column (content-manager attributes.js).
const UNSORTABLE = new Set(['component', 'json', 'media', 'richtext', 'dynamiczone', 'blocks', 'relation']);
const UNLISTABLE = new Set(['json', 'password', 'richtext', 'dynamiczone', 'blocks']);

/** uid -> { schema, sourceFile } for every content type and component of the project. */
function models() {
  const found = new Map();
  const apiDir = path.join(CMS, 'src/api');
  for (const api of readdirSync(apiDir)) {
    const typesDir = path.join(apiDir, api, 'content-types');
    if (!existsSync(typesDir)) continue;
    for (const type of readdirSync(typesDir)) {
      const file = path.join(typesDir, type, 'schema.json');
      if (existsSync(file)) found.set(`api::${api}.${type}`, { schema: readJson(file), source: path.join(CMS, 'src/admin-labels/content-types', `${api}.json`) });
    }
  }
  const componentsDir = path.join(CMS, 'src/components');
  for (const category of readdirSync(componentsDir)) {
    for (const file of readdirSync(path.join(componentsDir, category)).filter((f) => f.endsWith('.json'))) {
      const name = file.replace(/\.json$/, '');
      found.set(`${category}.${name}`, {
        schema: readJson(path.join(componentsDir, category, file)),
        source: path.join(CMS, 'src/admin-labels/components', `${category}.${name}.json`),
      });
    }
  }
  return found;
}

const all = models();
const schemaOf = (uid) => all.get(uid)?.schema;

test('the content model is found (content types and components)', () => {
  assert.ok([...all.keys()].filter((uid) => uid.includes('::')).length >= 16);
  assert.ok([...all.keys()].filter((uid) => !uid.includes('::')).length >= 10);
});

test('every label source belongs to a content type or component that exists', () => {
  for (const folder of ['content-types', 'components']) {
    for (const file of readdirSync(path.join(CMS, 'src/admin-labels', folder))) {
      const source = readJson(path.join(CMS, 'src/admin-labels', folder, file));
      const model = all.get(source.uid);
      assert.ok(model, `${folder}/${file}: ${source.uid} is no content type or component`);
      assert.equal(path.basename(model.source), file, `${source.uid} belongs in ${path.basename(model.source)}`);
    }
  }
});

for (const [uid, { schema, source: sourceFile }] of all) {
  describe(uid, () => {
    const names = Object.keys(schema.attributes);
    const source = existsSync(sourceFile) ? readJson(sourceFile) : null;

    test('has a label source', () => assert.ok(source, `missing ${path.relative(CMS, sourceFile)}`));
    if (!source) return;

    test('every field has a Russian label and a one-line Russian description', () => {
      for (const name of names) {
        const text = source.fields[name];
        assert.ok(text, `${name} has no label`);
        assert.match(text.label, CYRILLIC, `${name}: the label is not Russian`);
        assert.ok(text.label.length <= 60, `${name}: the label is too long for the edit view`);
        assert.ok(typeof text.description === 'string' && text.description.trim().length >= 10, `${name} has no description`);
        assert.match(text.description, CYRILLIC, `${name}: the description is not Russian`);
        assert.doesNotMatch(text.description, /\n/, `${name}: the description is more than one line`);
        assert.ok(text.description.length <= 200, `${name}: the description is longer than a line (200 characters)`);
      }
    });

    test('names no field the schema does not have', () => {
      const referenced = [
        ...Object.keys(source.fields),
        ...source.edit.flat(),
        ...(source.list ?? []),
        ...Object.keys(source.sizes ?? {}),
        ...[source.mainField, source.defaultSortBy].filter(Boolean),
      ];
      for (const name of referenced) assert.ok(names.includes(name), `${name} is not a field of ${uid}`);
    });

    test('the edit layout shows every field once, in rows of at most 12 columns', () => {
      const placed = source.edit.flat();
      assert.deepEqual([...placed].sort(), [...names].sort(), 'the edit rows must list every field exactly once');
      for (const row of source.edit) {
        let width = 0;
        for (const name of row) {
          const attribute = schema.attributes[name];
          const rule = fieldSizes.getFieldSize(attribute.type);
          const size = source.sizes?.[name] ?? rule.default;
          if (!rule.isResizable) assert.equal(size, rule.default, `${name} (${attribute.type}) is always ${rule.default} columns wide`);
          assert.ok(Number.isInteger(size) && size >= 1 && size <= MAX_ROW, `${name}: width ${size}`);
          width += size;
        }
        assert.ok(width <= MAX_ROW, `row ${row.join(', ')} is ${width} columns wide`);
      }
    });

    test('the main field, sort field and list columns are ones Strapi accepts', () => {
      for (const name of [source.mainField, source.defaultSortBy].filter(Boolean)) {
        assert.ok(!UNSORTABLE.has(schema.attributes[name].type), `${name} (${schema.attributes[name].type}) cannot be a main or sort field`);
      }
      if (uid.includes('::')) {
        assert.ok(source.mainField, 'a content type names its main field (the entry title)');
        assert.ok(Array.isArray(source.list) && source.list.length > 0, 'a content type names its list columns');
      }
      for (const name of source.list ?? []) assert.ok(!UNLISTABLE.has(schema.attributes[name].type), `${name} cannot be a list column`);
      assert.ok(!source.defaultSortOrder || ['ASC', 'DESC'].includes(source.defaultSortOrder));
    });

    test('a relation\'s shown field exists on its target', () => {
      for (const [name, text] of Object.entries(source.fields)) {
        if (!text.mainField) continue;
        const attribute = schema.attributes[name];
        assert.equal(attribute.type, 'relation', `${name}: only relations have a shown field`);
        const target = schemaOf(attribute.target);
        assert.ok(target?.attributes[text.mainField], `${name}: ${attribute.target} has no field ${text.mainField}`);
        assert.ok(!UNSORTABLE.has(target.attributes[text.mainField].type), `${name}: ${text.mainField} cannot be shown`);
      }
    });
  });
}

test('every content type and component is named in Russian in the admin (src/admin/translations/ru.json)', () => {
  const ru = readJson(path.join(CMS, 'src/admin/translations/ru.json'));
  for (const [uid, { schema }] of all) {
    const name = schema.info.displayName;
    assert.ok(ru[name], `${uid}: no Russian name for "${name}"`);
    assert.match(ru[name], CYRILLIC, `${uid}: "${ru[name]}" is not Russian`);
  }
});
