// The five flats listings of spec §2 (/kupit-{n}-komnatnuyu-kvartiru-ot-zastroishika), by the n of
// their URL. The CMS Page list may give each its own title and text; these are the fallbacks.
// A visitor may tick other rooms on such a listing (the address stays, the filters keep their
// focus): the heading then follows what is listed, never the address.
import { paths } from '@/lib/paths';
import { ROOM_OPTIONS, type RoomOption } from '../data/catalogue-query';
import type { ListingRoute, ListingTexts } from './listing-page';

const TEXTS: Record<RoomOption, { title: string; description: string }> = {
  0: { title: 'Студии от застройщика', description: 'Студии в новостройках Краснодара от застройщика «Новострой»: цены, планировки и сроки сдачи.' },
  1: { title: 'Однокомнатные квартиры от застройщика', description: 'Однокомнатные квартиры в новостройках Краснодара: цены, планировки, этажи и сроки сдачи.' },
  2: { title: 'Двухкомнатные квартиры от застройщика', description: 'Двухкомнатные квартиры в новостройках Краснодара: цены, планировки, этажи и сроки сдачи.' },
  3: { title: 'Трёхкомнатные квартиры от застройщика', description: 'Трёхкомнатные квартиры в новостройках Краснодара: цены, планировки, этажи и сроки сдачи.' },
  4: { title: 'Четырёхкомнатные и большие квартиры', description: 'Квартиры от четырёх комнат в новостройках Краснодара: цены, планировки и сроки сдачи.' },
};

/** By the URL's n as written ("0"…"4"); any other text has no listing. */
export const FLATS_BY_ROOMS: Readonly<Record<string, ListingRoute>> = Object.fromEntries(
  ([0, 1, 2, 3, 4] as const).map((rooms) => [String(rooms), { kind: 'flats', path: paths.flatsByRooms(rooms), fallback: TEXTS[rooms], presetRooms: [rooms] }]),
);

// How a heading of several options names them, with the shared «-комнатные» said once, as Russian
// does («Студии, одно- и трёхкомнатные квартиры»): any choice keeps to two lines at 1366 px, the
// room the h1 keeps there (catalogue.module.css), so the chips under it do not move as rooms are
// ticked.
const PREFIXES: Record<Exclude<RoomOption, 0>, string> = { 1: 'одно', 2: 'двух', 3: 'трёх', 4: 'много' };

function roomsTitle(chosen: readonly RoomOption[]): string {
  const prefixes = chosen.filter((option): option is Exclude<RoomOption, 0> => option !== 0).map((option) => PREFIXES[option]);
  const sized = prefixes.length > 1 ? `${prefixes.slice(0, -1).map((prefix) => `${prefix}-`).join(', ')} и ${prefixes.at(-1)}комнатные` : `${prefixes[0]}комнатные`;
  if (!chosen.includes(0)) return capitalised(`${sized} квартиры`);
  return prefixes.length > 1 ? `Студии, ${sized} квартиры` : `Студии и ${sized} квартиры`;
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('ru') + text.slice(1);

/**
 * The texts of the flats listing at `path` for the rooms it lists: one option has its own
 * listing's (the CMS entry of /kupit-{n}-…, whose address is then the canonical one); several get
 * a heading naming them, every option «Все квартиры от застройщика».
 */
export function flatsListingTexts(path: string, rooms: readonly RoomOption[]): ListingTexts {
  const chosen = ROOM_OPTIONS.filter((option) => rooms.includes(option));
  const [only] = chosen;
  if (only !== undefined && chosen.length === 1) return { path: paths.flatsByRooms(only), fallback: TEXTS[only], fromCms: true };
  if (chosen.length === 0 || chosen.length === ROOM_OPTIONS.length) {
    return {
      path,
      fallback: { title: 'Все квартиры от застройщика', description: 'Все квартиры в продаже в новостройках Краснодара: от студий до многокомнатных — цены, планировки, этажи и сроки сдачи.' },
      fromCms: false,
    };
  }
  const title = roomsTitle(chosen);
  return { path, fallback: { title, description: `${title} в новостройках Краснодара: цены, планировки, этажи и сроки сдачи.` }, fromCms: false };
}
