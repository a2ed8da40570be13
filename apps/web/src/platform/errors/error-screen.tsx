'use client';
// The 'Internal Server Error' screen of spec §8: the error's message, never a stack trace. In
// production Next replaces a server error's message with a generic one and adds a digest (the key
// to the server log line), so the digest and a Russian explanation are shown as well.
// «На главную» is a plain link: after an error, home loads as a new document, so nothing of the
// failed page's state carries over. It also keeps the router's link code out of global-error's
// chunk, which the 404 page loads beside its own.
import { useEffect } from 'react';
import { paths } from '@/lib/paths';
import { Button, buttonClassName } from '@/ui/button';
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
      <p className={styles.explanation}>Не удалось загрузить страницу из-за ошибки на сервере. Попробуйте ещё раз через минуту или позвоните нам.</p>
      {error.digest ? <p className={styles.digest}>Код ошибки: {error.digest}</p> : null}
      <ul className={styles.links}>
        {reset ? (
          <li>
            <Button onClick={reset}>Попробовать снова</Button>
          </li>
        ) : null}
        <li>
          <a href={paths.home()} className={buttonClassName({ variant: reset ? 'secondary' : 'primary' })}>
            На главную
          </a>
        </li>
      </ul>
    </section>
  );
}
