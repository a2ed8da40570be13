// Validated CMS entries are shared by every request for as long as the CMS answers the same bytes
// (client.ts keeps them, frozen). Their domain shapes can be shared the same way: reshaping the
// 17 complexes with all their photos on every request was about 2.5 % of the home page's CPU
// (docs/performance.md, "Render cost").
import { deepFreeze } from './deep-freeze';
import type { ReshapeContext } from './reshape';

/**
 * `reshape`, remembered per entry: a frozen entry (one the content client keeps) is reshaped once
 * per media base and its result frozen and handed back to every later request; an entry that is not
 * frozen (a draft, which the client never keeps) is reshaped every time. The memory goes with the
 * entry: when new bytes replace it, nothing holds the old one.
 */
export function reshapedOnce<I extends object, O>(reshape: (item: I, context: ReshapeContext) => O): (item: I, context: ReshapeContext) => O {
  const kept = new WeakMap<I, { mediaBaseUrl: string; value: O }>();
  return (item, context) => {
    if (!Object.isFrozen(item)) return reshape(item, context);
    const hit = kept.get(item);
    if (hit && hit.mediaBaseUrl === context.mediaBaseUrl) return hit.value;
    const value = deepFreeze(reshape(item, context));
    kept.set(item, { mediaBaseUrl: context.mediaBaseUrl, value });
    return value;
  };
}
