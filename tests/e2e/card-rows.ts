// Rows of cards (apps/web/src/ui/card-rows): where a list's last card stands and how it is laid out.
import type { Locator } from '@playwright/test';

export interface LastCard {
  /** Cards in the list, and on the last card's row. */
  count: number;
  onItsRow: number;
  width: number;
  listWidth: number;
  /** The picture's right edge and the heading's left one: sideways when the first is not past the second. */
  pictureRight: number;
  titleLeft: number;
}

/** Measures a list of cards (each `li` with a picture or its placeholder, and a heading; NaN where one has none, which fails a comparison). */
export async function measureLastCard(list: Locator): Promise<LastCard> {
  return list.evaluate((ul) => {
    const cards = [...ul.children].map((li) => {
      const box = li.getBoundingClientRect();
      // A card's picture, or the placeholder drawn where it has none.
      const picture = li.querySelector('img, div[aria-hidden="true"]')?.getBoundingClientRect();
      const title = li.querySelector('h2, h3')?.getBoundingClientRect();
      return { top: Math.round(box.top), width: box.width, pictureRight: picture?.right ?? Number.NaN, titleLeft: title?.left ?? Number.NaN };
    });
    const last = cards.at(-1)!;
    return {
      count: cards.length,
      onItsRow: cards.filter((card) => card.top === last.top).length,
      width: last.width,
      listWidth: ul.getBoundingClientRect().width,
      pictureRight: last.pictureRight,
      titleLeft: last.titleLeft,
    };
  });
}

/** Whether a cover's browser took the srcset's widest candidate (a wide card's picture is fetched for its width). */
export async function tookWidestCandidate(cover: Locator): Promise<{ chosen: string; widest: string | undefined }> {
  return cover.evaluate((img: HTMLImageElement) => {
    const candidates = img.srcset
      .split(',')
      .map((entry) => entry.trim().split(/\s+/))
      .map(([url, width]) => ({ url: url ?? '', width: Number.parseInt(width ?? '0', 10) }));
    return { chosen: img.currentSrc, widest: candidates.sort((a, b) => b.width - a.width)[0]?.url };
  });
}
