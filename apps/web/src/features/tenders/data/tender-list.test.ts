import { describe, expect, it } from 'vitest';
import type { ContentFile, Tender } from '@/upstream/content';
import { documentLinks, groupTenders, requestedTender, requestHref, statusBadge } from './tender-list';

const tender = (id: number, status: Tender['status'], startDate: string | null, endDate: string | null = null): Tender => ({
  id,
  number: `Т-2026-00${id}`,
  subject: `Тендер ${id}`,
  startDate,
  endDate,
  status,
  documents: [],
});

const file = (id: number, title: string, sizeBytes: number | null = 41021): ContentFile => ({ id, url: `http://cms/${id}.pdf`, title, sizeBytes, format: 'PDF', mime: 'application/pdf' });

describe('tenders', () => {
  it('puts open tenders first by the nearest deadline, the rest by the latest start', () => {
    const groups = groupTenders([
      tender(1, 'closed', '2026-01-15'),
      tender(2, 'open', '2026-09-01', '2026-12-20'),
      tender(3, 'cancelled', '2026-04-10'),
      tender(4, 'open', '2026-10-01', '2026-12-01'),
      tender(5, null, '2026-02-01'),
    ], '2026-11-28');
    expect(groups.open.map((t) => t.id)).toEqual([4, 2]);
    expect(groups.finished.map((t) => t.id)).toEqual([3, 5, 1]);
  });

  it('takes a tender the CMS calls open off the open ones the day after its last day, as finished', () => {
    const list = [tender(2, 'open', '2026-09-01', '2026-12-20'), tender(4, 'open', '2026-10-01', '2026-12-01'), tender(6, 'open', '2026-11-01')];
    expect(groupTenders(list, '2026-12-01').open.map((t) => t.id)).toEqual([4, 2, 6]);
    const after = groupTenders(list, '2026-12-02');
    expect(after.open.map((t) => t.id)).toEqual([2, 6]);
    expect(after.finished.map((t) => [t.id, t.status])).toEqual([[4, 'closed']]);
  });

  it('says each status in words on the shared badge', () => {
    expect(statusBadge('open')).toEqual({ status: 'AVAILABLE', label: 'Приём заявок' });
    expect(statusBadge('closed')).toEqual({ status: 'SOLD', label: 'Завершён' });
    expect(statusBadge('cancelled')).toEqual({ status: 'BOOKED', label: 'Отменён' });
    expect(statusBadge(null).label).toBe('Статус уточняется');
  });

  it('names documents by their titles, or numbers them when every file has the same caption', () => {
    expect(documentLinks([file(1, 'Техническое задание'), file(2, 'Проект договора', null)]).map((d) => [d.title, d.facts])).toEqual([
      ['Техническое задание', 'PDF, 40 КБ'],
      ['Проект договора', 'PDF'],
    ]);
    expect(documentLinks([file(1, 'Тендер Т-1'), file(2, 'Тендер Т-1')]).map((d) => d.title)).toEqual(['Документ 1', 'Документ 2']);
  });

  it('knows which open tender a request is about, and nothing else', () => {
    const open = [tender(4, 'open', '2026-10-01')];
    expect(requestedTender('Т-2026-004', open)?.id).toBe(4);
    expect(requestedTender(['Т-2026-004', 'x'], open)?.id).toBe(4);
    expect(requestedTender('Т-2026-001', open)).toBeNull();
    expect(requestedTender(undefined, open)).toBeNull();
    expect(requestHref('Т-2026-004')).toBe('/tenders?tender=%D0%A2-2026-004#tender-request');
  });
});
