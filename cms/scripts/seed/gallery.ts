// The shared pool of generic demo photos (about two dozen), reused across complexes, news and
// pages so the seed stays fast; each complex additionally gets one cover with its own name.
// The pictures carry no lettering: the site crops them to its boxes (a square thumbnail, a nearly
// square hero), which cut a caption panel's words mid-letter; the title and subtitle are their
// alternative text. Only the share picture (a link preview, shown whole) draws its caption.
import type { MediaLibrary } from './media';
import type { Scene } from './placeholders';

interface PoolEntry {
  scene: Scene;
  title: string;
  subtitle: string;
  /** Draw the caption panel: only for a picture shown whole, never cropped. */
  caption?: true;
}

const POOL = {
  facade: [
    { scene: 'facade', title: 'Архитектура', subtitle: 'Светлые фасады и панорамное остекление' },
    { scene: 'facade', title: 'Вечерний квартал', subtitle: 'Дома разной высоты и открытые дворы' },
    { scene: 'facade', title: 'Жилой квартал', subtitle: 'Первые этажи под магазины и кафе' },
    { scene: 'facade', title: 'Городские кварталы', subtitle: 'Новые районы Краснодара' },
  ],
  yard: [
    { scene: 'yard', title: 'Двор без машин', subtitle: 'Детские площадки и зоны отдыха' },
    { scene: 'yard', title: 'Озеленение', subtitle: 'Деревья, газоны и прогулочные дорожки' },
    { scene: 'yard', title: 'Спорт во дворе', subtitle: 'Воркаут и площадки для игр' },
  ],
  entrance: [
    { scene: 'interior', title: 'Входная группа', subtitle: 'Лобби с дизайнерской отделкой' },
    { scene: 'interior', title: 'Холл первого этажа', subtitle: 'Колясочная, почтовые ящики, зона ожидания' },
  ],
  finishing: [
    { scene: 'interior', title: 'Отделка white box', subtitle: 'Стяжка, штукатурка, разводка коммуникаций' },
    { scene: 'interior', title: 'Чистовая отделка', subtitle: 'Квартира готова к заселению' },
  ],
  engineering: [
    { scene: 'engineering', title: 'Инженерные системы', subtitle: 'Индивидуальное отопление и учёт ресурсов' },
    { scene: 'engineering', title: 'Безопасность', subtitle: 'Видеонаблюдение и контроль доступа' },
  ],
  construction: [
    { scene: 'construction', title: 'Ход строительства', subtitle: 'Монолитные работы' },
    { scene: 'construction', title: 'Ход строительства', subtitle: 'Возведение каркаса' },
    { scene: 'construction', title: 'Ход строительства', subtitle: 'Кладка и фасадные работы' },
    { scene: 'construction', title: 'Ход строительства', subtitle: 'Инженерные сети и благоустройство' },
  ],
  commercial: [{ scene: 'commercial', title: 'Коммерческие помещения', subtitle: 'Витринное остекление, отдельные входы' }],
  parking: [{ scene: 'parking', title: 'Паркинг', subtitle: 'Подземная парковка с лифтом до квартиры' }],
  storage: [{ scene: 'storage', title: 'Кладовые', subtitle: 'Сухие кладовые на цокольном этаже' }],
  hero: [{ scene: 'facade', title: 'Новострой', subtitle: 'Жилые кварталы в Краснодаре' }],
  share: [{ scene: 'facade', title: 'Новострой', subtitle: 'Квартиры от застройщика в Краснодаре', caption: true }],
  award: [
    { scene: 'commercial', title: 'Премия «Строитель года»', subtitle: 'Лучший жилой комплекс Кубани' },
    { scene: 'yard', title: 'Премия за благоустройство', subtitle: 'Лучший двор года' },
  ],
} satisfies Record<string, PoolEntry[]>;

export type PoolName = keyof typeof POOL;

/** Returns the id of picture `index` (wrapping around) of a pool group, uploading it on first use. */
export function poolPhoto(media: MediaLibrary, group: PoolName, index = 0): Promise<number> {
  const entries: PoolEntry[] = POOL[group];
  const i = ((index % entries.length) + entries.length) % entries.length;
  const entry = entries[i];
  return media.photo(`pool-${group}-${i + 1}`, { ...entry, caption: entry.caption ?? false }, `${entry.title}. ${entry.subtitle}`);
}

/** Several consecutive pictures of a group, starting at `start`. */
export async function poolPhotos(media: MediaLibrary, group: PoolName, start: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await poolPhoto(media, group, start + i));
  return [...new Set(ids)];
}

export function poolSize(group: PoolName): number {
  return POOL[group].length;
}
