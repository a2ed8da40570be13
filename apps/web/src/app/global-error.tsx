'use client';
// Last resort: the root layout itself failed. Replaces the whole document, so it has its own <html>.
import { ErrorScreen, type ErrorScreenProps } from '@/platform/errors';
import './globals.css';

export default function GlobalError(props: ErrorScreenProps) {
  return (
    <html lang="ru">
      <body>
        <main id="main" className="site-main">
          <ErrorScreen {...props} />
        </main>
      </body>
    </html>
  );
}
