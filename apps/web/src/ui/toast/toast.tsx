'use client';
// Short messages that come and go («Заявка отправлена»): <ToastRegion /> is rendered once on the
// page, and showToast() (toast-store.ts) adds a message. The region is a polite live region
// that is always in the DOM, so a screen reader announces what enters it. Each toast leaves after
// a few seconds, but not while the pointer is over it or focus is inside it, and it has its own
// «Закрыть» button. Stacked at the bottom centre on phones, the bottom right on wider screens.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToToasts, type Toast } from './toast-store';
import styles from './toast.module.css';

export { dismissAllToasts, dismissToast, showToast, TOAST_DURATION, type ToastTone } from './toast-store';

const NO_TOASTS: readonly Toast[] = [];

function ToastItem({ toast }: { toast: Toast }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(toast.duration);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, toast.id]);

  return (
    <div
      className={styles.toast}
      data-tone={toast.tone}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <p className={styles.text}>{toast.text}</p>
      <button type="button" className={styles.close} onClick={() => dismissToast(toast.id)}>
        <span aria-hidden="true" className={styles.closeIcon} />
        <span className="visually-hidden">Закрыть</span>
      </button>
    </div>
  );
}

export function ToastRegion({ label = 'Уведомления' }: { label?: string }) {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, () => NO_TOASTS);
  return (
    <div role="status" aria-label={label} className={styles.region}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
