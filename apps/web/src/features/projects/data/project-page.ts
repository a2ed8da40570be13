// What a complex page shows, computed from the CMS complex, its construction reports and its
// sales figures. Pure (no fetching), so the "shown when filled, absent when empty" and the
// "sales data missing" rules are tested without any service.
import { readCoordinates, type LatLng } from '@/lib/geo';
import { formatQuarter } from '@/lib/quarter';
import { remainingOrNoneText, type UnitKind } from '@/lib/plural';
import type { ConstructionProgressReport, Photo, Project } from '@/upstream/content';
import type { SalesProjectOverview } from '@/upstream/sales';
import { projectTexts } from '../texts';

/** One remaining-units line: shown only for a kind the complex has at all (0 then says none are left). */
export interface RemainingLine {
  kind: UnitKind;
  label: string;
  /** «Осталось 21 машино-место», «Квартир не осталось». */
  text: string;
  free: number;
}

export interface RoomPrice {
  /** The catalogue's room option (0 studio ... 4 four and more): the price links to that listing. */
  rooms: 0 | 1 | 2 | 3 | 4;
  label: string;
  /** Rubles; only prices above 0 are listed (0 means no flat of that type). */
  value: number;
}

/** The sales half of the page; null on the page means "show the note instead of any figure". */
export interface ProjectSales {
  remaining: RemainingLine[];
  /** Free units per kind, also for kinds the complex does not have (0). */
  free: Record<UnitKind, number>;
  /** All units per kind (amount_*), sold or not. */
  total: Record<UnitKind, number>;
  /** Per kind: does the complex have such units at all (sold or not)? */
  has: Record<UnitKind, boolean>;
  roomPrices: RoomPrice[];
  /** The live cheapest available or booked flat (property-loaded query); null when none is on sale. */
  minFlatPrice: number | null;
  /** max_price_flat; null when 0. */
  maxFlatPrice: number | null;
  /** "IV кв. 2027" for a complex still being built. */
  completion: string | null;
  /** The street address sales-data gives the project ("ул. Стахановская, 15"). */
  address: string;
}

export interface ConstructionMonth {
  /** "2026-10", or "undated". */
  key: string;
  /** «Октябрь 2026». */
  label: string;
  reports: ConstructionProgressReport[];
  photos: Photo[];
}

export interface ProjectPageData {
  project: Project;
  /** Newest month first; null when the CMS did not answer (the section is left out). */
  construction: ConstructionMonth[] | null;
  /** Null when the sales-data service gave nothing usable: the page shows the note. */
  sales: ProjectSales | null;
}

const MONTHS = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'];

const positive = (value: number) => (Number.isFinite(value) && value > 0 ? value : null);

/**
 * The sales figures of one complex. Statistics missing -> null (the note, no figure at all, not
 * even a live price: never a mix of fresh and missing numbers). A missing live price with
 * statistics present means nothing is on sale (or that one query failed): no "от" line then.
 */
export function projectSales(
  overview: SalesProjectOverview | undefined,
  minFlatPrice: number | undefined,
  released: boolean,
  /** The live cheapest one-room flat: sales-data's statistics have studios, 2, 3 and 4 rooms, not 1. */
  minOneRoomPrice?: number,
): ProjectSales | null {
  if (!overview) return null;
  const s = overview.statistics;
  const totals: Record<UnitKind, number> = { flat: s.amount_flat, parking: s.amount_car, storage: s.amount_store_room, commercial: s.amount_commercial };
  const free: Record<UnitKind, number> = {
    flat: s.amount_flat_free,
    parking: s.amount_car_free,
    storage: s.amount_store_room_free,
    commercial: s.amount_commercial_free,
  };
  const kinds: UnitKind[] = ['flat', 'parking', 'storage', 'commercial'];
  const has = Object.fromEntries(kinds.map((kind) => [kind, totals[kind] > 0 || free[kind] > 0])) as Record<UnitKind, boolean>;
  const roomPrices = ([
    { rooms: 0, label: projectTexts.roomTypes.studio, value: s.min_price_studio_room },
    { rooms: 1, label: projectTexts.roomTypes.one, value: minOneRoomPrice ?? 0 },
    { rooms: 2, label: projectTexts.roomTypes.two, value: s.min_price_two_bedroom },
    { rooms: 3, label: projectTexts.roomTypes.three, value: s.min_price_three_bedroom },
    { rooms: 4, label: projectTexts.roomTypes.four, value: s.min_price_four_bedroom },
  ] satisfies RoomPrice[]).filter((price) => positive(price.value) !== null);
  return {
    remaining: kinds
      .filter((kind) => has[kind])
      .map((kind) => ({ kind, label: projectTexts.remainingKinds[kind], text: remainingOrNoneText(free[kind], kind), free: free[kind] })),
    free,
    total: totals,
    has,
    roomPrices,
    minFlatPrice: minFlatPrice !== undefined ? positive(minFlatPrice) : null,
    maxFlatPrice: positive(s.max_price_flat),
    completion: released ? null : formatQuarter(overview.completion),
    address: overview.address,
  };
}

/** Construction reports grouped by month of their date, newest month first; undated ones last. */
export function constructionMonths(reports: readonly ConstructionProgressReport[]): ConstructionMonth[] {
  const months = new Map<string, ConstructionMonth>();
  const sorted = [...reports].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || b.id - a.id);
  for (const report of sorted) {
    const match = /^(\d{4})-(\d{2})/.exec(report.date ?? '');
    const monthIndex = match ? Number(match[2]) - 1 : -1;
    const dated = match !== null && monthIndex >= 0 && monthIndex < 12;
    const key = dated ? `${match[1]}-${match[2]}` : 'undated';
    const label = dated ? `${MONTHS[monthIndex]} ${match[1]}` : projectTexts.undatedReports;
    const month = months.get(key) ?? { key, label, reports: [], photos: [] };
    month.reports.push(report);
    month.photos.push(...report.photos);
    months.set(key, month);
  }
  const list = [...months.values()].filter((month) => month.photos.length > 0 || month.reports.some((report) => report.text));
  return [...list.filter((m) => m.key !== 'undated'), ...list.filter((m) => m.key === 'undated')];
}

/**
 * An editor's link, if a visitor may follow it: http(s) anywhere, or a path of this site. Anything
 * else (javascript:, a typo without a scheme) is not shown.
 */
export function safeLink(url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text) return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const parsed = new URL(text);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? text : null;
  } catch {
    return null;
  }
}

/** The photos of the gallery: Project_Media then About_project_photos, each file once, no videos. */
export function galleryPhotos(project: Project): Photo[] {
  const seen = new Set<number>();
  return [...project.media, ...project.photos].filter((photo) => {
    if (photo.isVideo || seen.has(photo.id)) return false;
    seen.add(photo.id);
    return true;
  });
}

/** The video file of the About block: About_project_video, else the first video of Project_Media. */
export function aboutVideo(project: Project): Photo | null {
  if (project.aboutVideo?.isVideo) return project.aboutVideo;
  return project.media.find((photo) => photo.isVideo) ?? null;
}

export interface ProjectMapPoint {
  id: string;
  name: string;
  category?: string;
  coordinates: LatLng;
  iconUrl?: string;
  main?: boolean;
}

/**
 * The map of a complex: the complex itself (no category: never hidden; `main`: never in a group)
 * and its points, with the
 * categories in the editors' Sort_4 order. Unreadable coordinates are skipped with a log line
 * (lib/geo), never an error.
 */
export function projectMap(project: Project): { points: ProjectMapPoint[]; categories: string[]; center: LatLng | null } {
  const points: ProjectMapPoint[] = [];
  const here = readCoordinates(project.coordinates, `project ${project.slug}`);
  if (here) points.push({ id: 'project', name: project.title, coordinates: here, main: true });
  const categories: string[] = [];
  for (const point of project.mapPoints) {
    if (!point.name) continue;
    const coordinates = readCoordinates(point.coordinates, `project ${project.slug}, point «${point.name}»`);
    if (!coordinates) continue;
    if (point.category && !categories.includes(point.category)) categories.push(point.category);
    points.push({
      id: String(point.id),
      name: point.name,
      ...(point.category ? { category: point.category } : {}),
      coordinates,
      ...(point.icon && !point.icon.isVideo ? { iconUrl: point.icon.url } : {}),
    });
  }
  // Only the complex itself is no map worth a section.
  return points.length > 1 || (points.length === 1 && !here) ? { points, categories, center: here } : { points: [], categories: [], center: null };
}

/** Plain editor text with blank lines between paragraphs -> the paragraphs. */
export function paragraphs(text: string | null): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export type SectionId =
  /** The old page's anchor, kept so links to #about-project still land. */
  | 'about-project'
  | 'video'
  | 'advantages'
  | 'entrance'
  | 'yard'
  | 'engineering'
  | 'finishing'
  | 'sales'
  | 'units'
  | 'location'
  | 'construction'
  | 'developer'
  | 'documents';

export interface UnitTile {
  kind: 'commercial' | 'parking' | 'storage';
  title: string;
  /** The listing of this complex's units of the kind, or of every complex's once none are left here. */
  href: string;
  /** «Смотреть варианты», or «Смотреть в других ЖК» where this complex has none left. */
  action: string;
  image: Photo | null;
  /** «Осталось 3 кладовые» / «Кладовых не осталось»; null without sales data or units of that kind. */
  remaining: string | null;
}

/** A listing's address for this complex and for all of them. */
export type UnitTileHrefs = Record<UnitTile['kind'], { complex: string; all: string }>;

/**
 * The commercial, parking and storage tiles: a tile where the editors gave its image or the sales
 * data says the complex has such units.
 */
export function unitTiles(project: Project, sales: ProjectSales | null, hrefs: UnitTileHrefs): UnitTile[] {
  const tiles: Array<{ kind: UnitTile['kind']; unit: UnitKind; image: Photo | null }> = [
    { kind: 'commercial', unit: 'commercial', image: project.commercialImage },
    { kind: 'parking', unit: 'parking', image: project.parkingImage },
    { kind: 'storage', unit: 'storage', image: project.storageImage },
  ];
  return tiles
    .filter((tile) => (tile.image !== null && !tile.image.isVideo) || sales?.has[tile.unit] === true)
    .map((tile) => {
      // Free units of the kind; null without sales data or units of that kind at all.
      const free = sales?.has[tile.unit] ? sales.free[tile.unit] : null;
      // Sold out here: the complex's own listing would only say «Ничего не нашлось».
      const soldOut = free === 0;
      return {
        kind: tile.kind,
        title: projectTexts.unitTiles[tile.kind],
        href: soldOut ? hrefs[tile.kind].all : hrefs[tile.kind].complex,
        action: soldOut ? projectTexts.unitTileElsewhere : projectTexts.unitTileAction,
        image: tile.image && !tile.image.isVideo ? tile.image : null,
        remaining: free === null ? null : remainingOrNoneText(free, tile.unit),
      };
    });
}

export interface PresentationLinks {
  desktop: string | null;
  mobile: string | null;
}

export function presentationLinks(project: Project): PresentationLinks {
  return { desktop: safeLink(project.presentationDesktop?.url), mobile: safeLink(project.presentationMobile?.url) };
}

/** Which sections the page has, in its order, for the in-page navigation (the same rules as the sections). */
export function pageSections(data: ProjectPageData, hrefs: UnitTileHrefs): Array<{ id: SectionId; label: string }> {
  const { project, construction } = data;
  const sections: Array<[SectionId, string, boolean]> = [
    ['about-project', projectTexts.aboutTitle, Boolean(project.aboutText) || galleryPhotos(project).length > 1],
    ['video', projectTexts.videoTitle, aboutVideo(project) !== null || safeLink(project.aboutVideoLink) !== null],
    ['advantages', projectTexts.advantagesTitle, hasAdvantages(project)],
    ['entrance', projectTexts.entranceTitle, project.showEntrance && (Boolean(project.entranceText) || project.entranceMedia.length > 0)],
    ['yard', projectTexts.yardTitle, Boolean(project.yardText) || project.yardMedia.length > 0],
    ['engineering', projectTexts.engineeringTitle, Boolean(project.engineeringText) || project.engineeringMedia.length > 0],
    ['finishing', projectTexts.finishingTitle, Boolean(project.finishingText)],
    ['sales', projectTexts.salesTitle, project.profitId !== null],
    ['units', projectTexts.unitsTitle, unitTiles(project, data.sales, hrefs).length > 0],
    ['location', projectTexts.locationTitle, projectMap(project).points.length > 0],
    ['construction', projectTexts.constructionTitle, (construction?.length ?? 0) > 0 || liveCameraLinks(project).length > 0],
    ['developer', projectTexts.developerTitle, hasDeveloper(project)],
    ['documents', projectTexts.documentsTitle, documentLinks(project).length > 0],
  ];
  return sections.filter(([, , shown]) => shown).map(([id, label]) => ({ id, label }));
}

export function hasAdvantages(project: Project): boolean {
  return project.showAdvantages && project.advantages.some((advantage) => advantage.title || advantage.text);
}

export function hasDeveloper(project: Project): boolean {
  const d = project.developer;
  return Boolean(d.name || d.text) || d.infoList.length > 0 || developerButtons(project).length > 0;
}

export function developerButtons(project: Project): Array<{ id: number; text: string; url: string }> {
  return project.developer.buttons.flatMap((button) => {
    const url = safeLink(button.url);
    return url ? [{ ...button, url }] : [];
  });
}

export function liveCameraLinks(project: Project): Array<{ url: string; label: string }> {
  const links = project.liveCameraLinks.map(safeLink).filter((url): url is string => url !== null);
  return links.map((url, index) => ({ url, label: links.length > 1 ? projectTexts.liveCameraNumbered(index + 1) : projectTexts.liveCamera }));
}

/** The documents block: presentations (one per viewport), наш.дом.рф, the extra document. */
export function documentLinks(project: Project): Array<{ key: string; url: string; label: string }> {
  const links: Array<{ key: string; url: string | null; label: string }> = [
    { key: 'dom-rf', url: safeLink(project.constructionReportUrl), label: projectTexts.domRf },
    { key: 'additional', url: safeLink(project.additionalDocumentUrl), label: projectTexts.additionalDocument },
  ];
  const { desktop, mobile } = presentationLinks(project);
  const presentations = desktop || mobile ? [{ key: 'presentation', url: desktop ?? mobile, label: projectTexts.presentation }] : [];
  return [...presentations, ...links].flatMap((link) => (link.url ? [{ key: link.key, url: link.url, label: link.label }] : []));
}
