// An inline message in the page's flow: info, success, warning or error. An error is announced at
// once (role="alert"); the others politely (role="status"). The tone's colour is never the only
// sign: an icon of its own shape and the words carry it too. A server component.
import type { ReactNode } from 'react';
import styles from './notice.module.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children: ReactNode;
  /** A link or button after the text («Повторить»). */
  action?: ReactNode;
  className?: string;
}

const ICONS: Record<NoticeTone, ReactNode> = {
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.01" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.7 2.7L16.5 9.5" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3.5 2.5 20h19L12 3.5Z" />
      <path d="M12 10v4.5M12 17.5v.01" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6M15 9l-6 6" />
    </>
  ),
};

export function Notice({ tone = 'info', title, children, action, className }: NoticeProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={[styles.notice, className].filter(Boolean).join(' ')} data-tone={tone}>
      <svg aria-hidden="true" className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {ICONS[tone]}
      </svg>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div className={styles.text}>{children}</div>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </div>
  );
}
