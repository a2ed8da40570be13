// Keeps a calculator's inputs in the address bar (replaceState: no navigation, no history entry),
// so a reload or a shared link opens the same calculation. The hash (#kak-platit) is kept.
import { useEffect } from 'react';
import { fieldsToQuery } from '../data/calculator-state';

export function useQuerySync(fields: Record<string, string>, keep: Record<string, string | undefined>) {
  const query = fieldsToQuery(fields, keep);
  useEffect(() => {
    const { pathname, hash, search } = window.location;
    const params = new URLSearchParams(search);
    // Parameters another part of the page writes (the comparison's flat value) stay.
    const next = new URLSearchParams(query);
    for (const [name, value] of params) if (!next.has(name)) next.set(name, value);
    const text = next.toString();
    if (`?${text}` !== search) window.history.replaceState(window.history.state, '', `${pathname}?${text}${hash}`);
  }, [query]);
}
