'use client';
// False on the server and during hydration, true from the first render after it: what a component
// needs to tell "this browser's storage is not read yet" from "the list is empty".
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}
