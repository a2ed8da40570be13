// The queue of toasts: a tiny store outside React, so any client code (a form's success handler,
// a favourites button) can call showToast() without a provider around the page. Only browser
// code changes it; the server always renders an empty region.

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
  /** Milliseconds on screen (paused while hovered or focused). */
  duration: number;
}

/** Long enough to read two short lines (WCAG 2.2.1 is met by pausing on hover and focus). */
export const TOAST_DURATION = 6000;
/** At most this many at once; the oldest gives way. */
const MAX_TOASTS = 3;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function showToast(text: string, { tone = 'info', duration = TOAST_DURATION }: { tone?: ToastTone; duration?: number } = {}): number {
  const id = nextId++;
  publish([...toasts, { id, text, tone, duration }].slice(-MAX_TOASTS));
  return id;
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

export function dismissAllToasts(): void {
  if (toasts.length > 0) publish([]);
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToasts = () => toasts;
