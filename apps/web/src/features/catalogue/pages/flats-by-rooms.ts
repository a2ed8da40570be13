// The five flats listings of spec §2 (/kupit-{n}-komnatnuyu-kvartiru-ot-zastroishika), by the n of
// their URL. The CMS Page list may give each its own title and text; these are the fallbacks.
import { paths } from '@/lib/paths';
import type { RoomOption } from '../data/catalogue-query';
import type { ListingRoute } from './listing-page';

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
