'use client';
// A PDF download that says what it is doing. It is a real link (<a href download>), so it works
// without JavaScript; with JavaScript a click fetches the file itself, so the visitor sees that
// the PDF is being prepared (the server renders it for a few seconds), cannot start it twice, and
// is told in words when it fails, with the same link to try again. The words come from the caller.
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '../button';
import { fetchAndSavePdf, PDF_TIMEOUT_MS } from './fetch-pdf';
import styles from './pdf-download.module.css';

export interface PdfDownloadProps {
  /** Where the PDF is: a same-site route answering application/pdf as an attachment. */
  href: string;
  /** The name to save under when the server gives none in Content-Disposition (the script saves the file). */
  filename: string;
  /** The link's words («Скачать PDF»). */
  label: ReactNode;
  /** Shown in place of the label while the PDF is prepared («Готовим PDF…»). */
  preparingLabel: string;
  /** Said when the download fails («Не удалось скачать PDF. Попробуйте ещё раз.»). */
  errorText: string;
  /** The link's words after a failure («Скачать ещё раз»); the label by default. */
  retryLabel?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  className?: string;
  timeoutMs?: number;
  /** Called once the browser was handed the file. */
  onSaved?: (filename: string) => void;
}

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; serverMessage?: string };

export function PdfDownload({
  href,
  filename,
  label,
  preparingLabel,
  errorText,
  retryLabel,
  variant = 'secondary',
  size,
  block,
  className,
  timeoutMs = PDF_TIMEOUT_MS,
  onSaved,
}: PdfDownloadProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  // A second click in the same frame, before React re-renders, must not start a second download.
  const busy = useRef(false);

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A click with a modifier (new tab, save link as) stays the browser's own.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setState({ kind: 'busy' });
    const outcome = await fetchAndSavePdf(href, { filename, timeoutMs });
    busy.current = false;
    if (outcome.kind === 'saved') {
      setState({ kind: 'idle' });
      onSaved?.(outcome.filename);
    } else {
      setState({ kind: 'failed', serverMessage: outcome.message });
    }
  }

  const isBusy = state.kind === 'busy';
  const words = isBusy ? preparingLabel : state.kind === 'failed' && retryLabel ? retryLabel : label;
  return (
    <span className={[styles.root, block ? styles.block : null].filter(Boolean).join(' ')}>
      {/* A bare download attribute: the browser then names the file as the server says, as the script does. */}
      <a
        href={href}
        download
        className={buttonClassName({ variant, size, block }, [styles.link, className].filter(Boolean).join(' '))}
        aria-busy={isBusy || undefined}
        aria-disabled={isBusy || undefined}
        data-state={state.kind}
        onClick={onClick}
      >
        {isBusy ? <span className={styles.spinner} aria-hidden="true" /> : <DownloadIcon />}
        <span>{words}</span>
      </a>
      {/* Always in the page, so a screen reader announces what enters it. */}
      <span role="status" className="visually-hidden">
        {isBusy ? preparingLabel : ''}
      </span>
      {state.kind === 'failed' ? (
        <span role="alert" className={styles.error}>
          {errorText}
          {state.serverMessage ? ` ${state.serverMessage}` : null}
        </span>
      ) : null}
    </span>
  );
}

function DownloadIcon() {
  return (
    <svg aria-hidden="true" className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
    </svg>
  );
}
