'use client';
// The 'Internal Server Error' screen of spec §8: the error's message, never a stack trace. In
// production Next replaces a server error's message with a generic one and adds a digest (the key
// to the server log line), so the digest and a Russian explanation are shown as well.
import Link from 'next/link';
import { useEffect } from 'react';
import { paths } from '@/lib/paths';
import styles from './error-screens.module.css';

export interface ErrorScreenProps {
  error: Error & { digest?: string };
  reset?: () => void;
}

export function ErrorScreen({ error, reset }: ErrorScreenProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section aria-labelledby="error-title" className={styles.screen} data-error-kind="internal">
      <p className={styles.code}>500</p>
      <h1 id="error-title" className={styles.title}>
        Internal Server Error
      </h1>
      <p className={styles.message}>{error.message || 'Unknown error'}</p>
      <p>Не удалось загрузить страницу из-за ошибки на сервере. Попробуйте ещё раз через минуту или позвоните нам.</p>
      {error.digest ? <p className={styles.digest}>Код ошибки: {error.digest}</p> : null}
      <ul className={styles.links}>
        {reset ? (
          <li>
            <button type="button" onClick={reset} className={styles.retry}>
              Попробовать снова
            </button>
          </li>
        ) : null}
        <li>
          <Link href={paths.home()}>На главную</Link>
        </li>
      </ul>
    </section>
  );
}
