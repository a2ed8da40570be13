// The questions of /faq grouped by category, each with a stable anchor, so /faq#<anchor> opens
// one answer. Pure: the page and its tests share it.
import type { FaqItem } from '@/upstream/content';

export interface FaqQuestion {
  /** The element id of the question: a Latin slug of the question (kak-zabronirovat-kvartiru), else q-<id>. */
  anchor: string;
  question: string;
  /** Markdown; null when the editors have not written it yet. */
  answer: string | null;
  id: number;
}

export interface FaqGroup {
  /** The element id of the group's heading (faq-<slug of the category>). */
  anchor: string;
  /** null: questions without a category, shown last under a built-in heading. */
  category: string | null;
  questions: FaqQuestion[];
}

// Russian passport-style transliteration (ГОСТ 52535.1), enough for readable ids.
const LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: 'ie', ы: 'y',
  ь: '', э: 'e', ю: 'iu', я: 'ia',
};

/** "Как забронировать квартиру?" -> "kak-zabronirovat-kvartiru" (at most 60 characters, on a word boundary). */
export function slugify(text: string): string {
  const latin = [...text.toLowerCase()].map((char) => LATIN[char] ?? char).join('');
  const slug = latin
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= 60) return slug;
  const cut = slug.slice(0, 61);
  return cut.slice(0, cut.lastIndexOf('-') > 20 ? cut.lastIndexOf('-') : 60).replace(/-+$/, '');
}

/**
 * Groups in the order of their first question's Sort (the items come sorted by Sort), questions
 * in their Sort order inside a group; questions without a category form the last group. Anchors
 * are unique on the page: a second question with the same slug gets "-2", a question whose slug
 * is empty (no letters or digits) gets q-<id>.
 */
export function groupFaqs(items: readonly FaqItem[]): FaqGroup[] {
  const groups = new Map<string | null, FaqGroup>();
  const used = new Set<string>();
  const unique = (base: string) => {
    let anchor = base;
    for (let n = 2; used.has(anchor); n += 1) anchor = `${base}-${n}`;
    used.add(anchor);
    return anchor;
  };
  for (const item of items) {
    const category = item.category?.trim() || null;
    let group = groups.get(category);
    if (!group) {
      group = { anchor: '', category, questions: [] };
      groups.set(category, group);
    }
    const slug = slugify(item.question);
    group.questions.push({ id: item.id, question: item.question, answer: item.answer?.trim() || null, anchor: unique(slug || `q-${item.id}`) });
  }
  const ordered = [...groups.values()].sort((a, b) => (a.category === null ? 1 : 0) - (b.category === null ? 1 : 0));
  for (const group of ordered) group.anchor = unique(`faq-${group.category ? slugify(group.category) || 'group' : 'other'}`);
  return ordered;
}
