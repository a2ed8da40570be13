'use client';
// Error screen (spec §8 "Internal Server Error"): shown when a page fails, e.g. the CMS is down
// and nothing was cached yet. The error details stay in the server log.
import Link from 'next/link';
import { useEffect } from 'react';

export default function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section aria-labelledby="error-title">
      <h1 id="error-title">Внутренняя ошибка сервера</h1>
      <p>Не удалось загрузить страницу. Попробуйте ещё раз через минуту или позвоните нам.</p>
      <p>
        <button type="button" onClick={reset}>
          Попробовать снова
        </button>
      </p>
      <p>
        <Link href="/">На главную</Link>
      </p>
    </section>
  );
}
