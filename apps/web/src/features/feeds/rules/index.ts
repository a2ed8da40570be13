// The three feeds' rules, for the unit tests and the e2e spec: parse, then check.
import type { z } from 'zod';
import { avitoAdIds, avitoFeedRules } from './avito';
import { cianFeedRules, cianObjectIds } from './cian';
import { parseFeed } from './parse';
import { yandexFeedRules, yandexOfferIds } from './yandex';

export { parseFeed } from './parse';
export { yandexFeedRules } from './yandex';
export { cianFeedRules } from './cian';
export { avitoFeedRules } from './avito';

export type FeedCheck = { ok: true; ids: number[] } | { ok: false; problems: string[] };

const report = (error: z.ZodError): string[] => error.issues.slice(0, 20).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

/** Parses one site's feed and checks it against that site's rules; the offers' unit ids when it passes. */
export function checkFeed(site: 'yandex' | 'cian' | 'avito', xml: string): FeedCheck {
  let parsed: Record<string, unknown>;
  try {
    parsed = parseFeed(xml);
  } catch (error) {
    return { ok: false, problems: [error instanceof Error ? error.message : String(error)] };
  }
  if (site === 'yandex') {
    const result = yandexFeedRules.safeParse(parsed);
    return result.success ? { ok: true, ids: yandexOfferIds(result.data) } : { ok: false, problems: report(result.error) };
  }
  if (site === 'cian') {
    const result = cianFeedRules.safeParse(parsed);
    return result.success ? { ok: true, ids: cianObjectIds(result.data) } : { ok: false, problems: report(result.error) };
  }
  const result = avitoFeedRules.safeParse(parsed);
  return result.success ? { ok: true, ids: avitoAdIds(result.data) } : { ok: false, problems: report(result.error) };
}
