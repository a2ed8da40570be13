import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAVED_LISTS, idsFromShareParam, parseSavedIds, serializeSavedIds, shareParam, toggleId } from './saved-units';

const { limit } = SAVED_LISTS.favourites;

describe('parseSavedIds', () => {
  it('reads what serializeSavedIds wrote', () => {
    expect(parseSavedIds(serializeSavedIds([11010055, 11010057]), limit)).toEqual([11010055, 11010057]);
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '{"v":1,"ids":[1,2'],
    ['a bare array (another format)', '[1,2,3]'],
    ['another version', '{"v":2,"ids":[1,2]}'],
    ['ids not a list', '{"v":1,"ids":"1,2"}'],
    ['a string', '"favourites"'],
    ['null', 'null'],
    ['a number', '42'],
  ])('reads %s as an empty list', (_case, raw) => {
    expect(parseSavedIds(raw, limit)).toEqual([]);
  });

  it('keeps only whole positive ids, each once, in their order', () => {
    const raw = JSON.stringify({ v: 1, ids: [5, '6', 5, -1, 0, 2.5, null, { id: 7 }, 1e20, 7, Number.MAX_SAFE_INTEGER, 8] });
    expect(parseSavedIds(raw, limit)).toEqual([5, 7, 8]);
  });

  it('keeps the earliest ids up to the limit', () => {
    const ids = Array.from({ length: 500 }, (_, i) => i + 1);
    expect(parseSavedIds(serializeSavedIds(ids), 4)).toEqual([1, 2, 3, 4]);
    expect(parseSavedIds(serializeSavedIds(ids), limit)).toHaveLength(limit);
  });

  it('never throws and never gives more than the limit, whatever the storage holds (fuzzed)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify({ v: 1, ids: v }))), (raw) => {
        const ids = parseSavedIds(raw, 4);
        expect(ids.length).toBeLessThanOrEqual(4);
        expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('toggleId', () => {
  it('adds a unit at the end, removes it on the second press', () => {
    const added = toggleId([1, 2], 3, 4);
    expect(added).toEqual({ ids: [1, 2, 3], outcome: 'added' });
    expect(toggleId(added.ids, 2, 4)).toEqual({ ids: [1, 3], outcome: 'removed' });
  });

  it('refuses a fifth unit to compare and leaves the list as it is', () => {
    expect(toggleId([1, 2, 3, 4], 5, SAVED_LISTS.compare.limit)).toEqual({ ids: [1, 2, 3, 4], outcome: 'full' });
    expect(toggleId([1, 2, 3, 4], 4, SAVED_LISTS.compare.limit).outcome).toBe('removed');
  });
});

describe('a shared list', () => {
  it('opens the same ids from its URL parameter', () => {
    expect(idsFromShareParam(shareParam([11010055, 11010057]))).toEqual([11010055, 11010057]);
    expect(idsFromShareParam(['1,2', '2,3'])).toEqual([1, 2, 3]);
  });

  it('skips what is not an id', () => {
    expect(idsFromShareParam('12,abc,,-3, 14 ,99999999999,1.5')).toEqual([12, 14]);
    expect(idsFromShareParam(undefined)).toEqual([]);
  });
});
