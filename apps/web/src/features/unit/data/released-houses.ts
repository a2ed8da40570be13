// The houses sales-data says are handed over: their units say «Дом сдан», not a completion
// quarter that has passed. Asked once per request (React's cache) from the cached house list;
// without sales-data the set is empty and the quarter shows.
import 'server-only';
import { cache } from 'react';
import { fetchAllHouses } from '@/upstream/sales';

export const releasedHouses = cache(async (): Promise<ReadonlySet<number>> => {
  const houses = await fetchAllHouses();
  return new Set(houses?.filter((house) => house.released).map((house) => house.id));
});
