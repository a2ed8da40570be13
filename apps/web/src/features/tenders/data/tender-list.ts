// Pure rules of /tenders: open tenders apart from the finished and cancelled ones, Russian dates,
// the documents' names and sizes, which tender a request is about.
import type { ContentFile, Tender, TenderStatus } from '@/upstream/content';
import type { UnitStatus } from '@/ui/status-badge';
import { calendarDay } from '@/lib/date';
import { fileSizeText } from '@/lib/file-size';
import { tenderTexts as t } from '../texts';

export interface TenderDocumentLink {
  id: number;
  url: string;
  title: string;
  /** "PDF, 40 КБ" */
  facts: string;
}

/** The documents' titles; when they are all the same (the editors captioned every file with the tender), numbered ones. */
export function documentLinks(documents: readonly ContentFile[]): TenderDocumentLink[] {
  const distinct = new Set(documents.map((document) => document.title)).size === documents.length;
  return documents.map((document, index) => ({
    id: document.id,
    url: document.url,
    title: distinct ? document.title : t.document(index + 1),
    facts: t.fileFacts(document.format, fileSizeText(document.sizeBytes)),
  }));
}

/** The colour and word of a tender's status on the shared status badge. */
export function statusBadge(status: TenderStatus | null): { status: UnitStatus; label: string } {
  if (status === 'open') return { status: 'AVAILABLE', label: t.status.open };
  if (status === 'cancelled') return { status: 'BOOKED', label: t.status.cancelled };
  if (status === 'closed') return { status: 'SOLD', label: t.status.closed };
  return { status: 'SOLD', label: t.unknownStatus };
}

export interface TenderGroups {
  /** Accepting applications, the nearest deadline first. */
  open: Tender[];
  /** Closed, cancelled or of an unknown status, the latest start first. */
  finished: Tender[];
}

const byDeadline = (a: Tender, b: Tender) => (a.endDate ?? '9999').localeCompare(b.endDate ?? '9999') || a.id - b.id;
const byLatestStart = (a: Tender, b: Tender) => (b.startDate ?? '').localeCompare(a.startDate ?? '') || b.id - a.id;

/**
 * Splits the tenders on `today` (siteToday, "YYYY-MM-DD"): one the CMS still calls open whose last
 * day has passed takes no more applications, so it is listed as finished («Завершён», no «Подать
 * заявку»), whatever its editors have not yet changed.
 */
export function groupTenders(tenders: readonly Tender[], today: string): TenderGroups {
  const current = tenders.map((tender) => (tender.status === 'open' && (calendarDay(tender.endDate) ?? today) < today ? { ...tender, status: 'closed' as const } : tender));
  return {
    open: current.filter((tender) => tender.status === 'open').sort(byDeadline),
    finished: current.filter((tender) => tender.status !== 'open').sort(byLatestStart),
  };
}

/** The open tender a request is about (?tender=Т-2026-004), or null for anything else. */
export function requestedTender(param: string | string[] | undefined, open: readonly Tender[]): Tender | null {
  const value = (Array.isArray(param) ? param[0] : param)?.trim();
  return value ? (open.find((tender) => tender.number === value) ?? null) : null;
}

/** The address of the request form about one tender: the number travels in the lead's page address. */
export function requestHref(number: string): string {
  return `${t.path}?tender=${encodeURIComponent(number)}#${REQUEST_ANCHOR}`;
}

export const REQUEST_ANCHOR = 'tender-request';
