'use client';
// An accessible modal dialog: role=dialog with aria-modal, named by its title. Opening locks the
// page scroll (spec §4) and moves focus inside; Tab and Shift+Tab stay inside; Esc, the «Закрыть»
// button and a click on the backdrop close it; focus then returns to what opened it. Three
// placements: a centred dialog (a bottom sheet on phones), a full-screen sheet (the phone menu)
// and a drawer from the side (filters on a phone).
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { tabbableElements } from './focusable';
import styles from './modal.module.css';
import { lockPageScroll } from './scroll-lock';

export const CLOSE_LABEL = 'Закрыть';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  children: ReactNode;
  /**
   * Where focus goes on open (given the dialog element; returning it focuses the dialog itself,
   * which is announced by its title); by default the first field or button after the close button.
   */
  initialFocus?: (dialog: HTMLElement) => HTMLElement | null;
  /** `media`: a photo viewer, as large as the screen allows. */
  size?: 'narrow' | 'media';
  placement?: ModalPlacement;
}

export type ModalPlacement = 'center' | 'sheet' | 'drawer';

export function Modal({ open, onClose, title, children, initialFocus, size = 'narrow', placement = 'center' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const latest = useRef({ onClose, initialFocus });
  useEffect(() => {
    latest.current = { onClose, initialFocus };
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = lockPageScroll();
    const dialog = dialogRef.current;
    if (dialog) {
      const [closeButton, ...rest] = tabbableElements(dialog);
      const target = latest.current.initialFocus?.(dialog) ?? rest[0] ?? closeButton ?? dialog;
      target.focus();
    }
    return () => {
      release();
      // The opener may be gone (a form replaced by its result); then focus stays where the browser puts it.
      // No scroll: the page did not move while locked, and "revealing" a button of the sticky
      // header past the page's scroll-padding moved the page up by a screen's half.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Keys handled here stop: a dialog opened from inside another one (React events bubble
    // through portals) must not close or trap its parent too.
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      latest.current.onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    event.stopPropagation();
    const dialog = dialogRef.current;
    if (!dialog) return;
    const tabbable = tabbableElements(dialog);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = document.activeElement;
    const inside = active instanceof Node && dialog.contains(active);
    if (event.shiftKey && (active === first || active === dialog || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  }

  // Only a click that starts and ends on the backdrop closes: selecting text in a field and
  // releasing the mouse outside the dialog must not throw the typed form away.
  function onBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  }

  function onBackdropClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget && pressedOnBackdrop.current) latest.current.onClose();
    pressedOnBackdrop.current = false;
  }

  return createPortal(
    // Esc and Tab from inside the dialog bubble to the backdrop; a click on the backdrop itself is a
    // mouse shortcut for the close button (keyboards use Esc).
    <div
      role="presentation"
      className={styles.backdrop}
      data-placement={placement}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      onKeyDown={onKeyDown}
      data-testid="modal-backdrop"
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        data-size={size}
        data-placement={placement}
      >
        <button type="button" className={styles.close} onClick={() => latest.current.onClose()}>
          <span aria-hidden="true" className={styles.closeIcon} />
          <span className="visually-hidden">{CLOSE_LABEL}</span>
        </button>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
