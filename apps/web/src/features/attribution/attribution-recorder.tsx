'use client';
// Records the attribution on every full page load (client navigations keep the same query
// parameters' record). Renders nothing; storage failures (private mode, quota) are ignored.
import { useEffect } from 'react';
import { ATTRIBUTION_STORAGE_KEY, mergeAttribution, parseStoredAttribution } from './attribution';

export function AttributionRecorder() {
  useEffect(() => {
    try {
      const stored = parseStoredAttribution(window.localStorage.getItem(ATTRIBUTION_STORAGE_KEY));
      const next = mergeAttribution(stored, window.location.search, document.referrer, window.location.origin);
      window.localStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // No storage: the lead goes without attribution rather than failing.
    }
  }, []);
  return null;
}
