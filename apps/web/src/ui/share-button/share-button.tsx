'use client';
// «Поделиться»: the phone's own share sheet where the browser has one (Web Share API); elsewhere
// the link is copied and the button says so; where the clipboard is refused (an old browser, a
// page over plain http) the link is shown in a read-only field, selected, for the visitor to copy.
// The words come from the caller.
import { useEffect, useId, useRef, useState } from 'react';
import { Button, IconButton, type ButtonSize, type ButtonVariant } from '../button';
import toastStyles from '../toast/toast.module.css';
import styles from './share-button.module.css';

export interface ShareButtonProps {
  /** The button's words («Поделиться»); with `iconOnly`, its accessible name. */
  label: string;
  /** The title handed to the share sheet (the unit's or the page's name). */
  title: string;
  /** The link to share, absolute or relative to this page (a /favourite?ids=… list); the current address by default. */
  url?: string;
  /** A line the share sheet may put before the link. */
  text?: string;
  /** Said once the link is on the clipboard («Ссылка скопирована»). */
  copiedText: string;
  /** The label of the field that shows the link when it cannot be copied («Скопируйте ссылку»). */
  manualCopyLabel: string;
  /** A round icon button (its label read by screen readers) instead of a button with words. */
  iconOnly?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** How long «Ссылка скопирована» stays. */
export const COPIED_MESSAGE_MS = 4000;

type State = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; url: string };

function absoluteUrl(url: string | undefined): string {
  return url ? new URL(url, window.location.href).href : window.location.href;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export function ShareButton({ label, title, url, text, copiedText, manualCopyLabel, iconOnly = false, variant = 'secondary', size, className }: ShareButtonProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const fieldRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  useEffect(() => {
    if (state.kind === 'manual') {
      fieldRef.current?.focus();
      fieldRef.current?.select();
    }
    if (state.kind !== 'copied') return;
    const timer = setTimeout(() => setState({ kind: 'idle' }), COPIED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function share() {
    const link = absoluteUrl(url);
    const data: ShareData = { title, url: link, ...(text ? { text } : {}) };
    if (typeof navigator.share === 'function' && navigator.canShare?.(data) !== false) {
      try {
        await navigator.share(data);
        setState({ kind: 'idle' });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Anything else (no permission, a sheet
        // already open elsewhere): the link is copied instead.
        if (isAbort(error)) return;
      }
    }
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      setState({ kind: 'copied' });
    } catch {
      setState({ kind: 'manual', url: link });
    }
  }

  const onClick = () => void share();
  return (
    <span className={styles.root}>
      {iconOnly ? (
        <IconButton label={label} className={className} onClick={onClick}>
          <ShareIcon />
        </IconButton>
      ) : (
        <Button variant={variant} size={size} className={className} onClick={onClick}>
          <ShareIcon />
          <span>{label}</span>
        </Button>
      )}
      {/* Always in the page (fixed, out of the flow), so a screen reader announces the words when they enter it. */}
      <span role="status" className={toastStyles.region}>
        {state.kind === 'copied' ? (
          <span className={`${toastStyles.toast} ${styles.copied}`} data-tone="success">
            <span className={toastStyles.text}>{copiedText}</span>
          </span>
        ) : null}
      </span>
      {state.kind === 'manual' ? (
        <span className={styles.manual}>
          <label htmlFor={fieldId} className={styles.manualLabel}>
            {manualCopyLabel}
          </label>
          <input ref={fieldRef} id={fieldId} className={styles.field} type="url" readOnly value={state.url} onFocus={(event) => event.currentTarget.select()} />
        </span>
      ) : null}
    </span>
  );
}

function ShareIcon() {
  return (
    <svg aria-hidden="true" className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </svg>
  );
}
