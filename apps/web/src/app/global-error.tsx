'use client';
// Last resort: the root layout itself failed. Replaces the whole document, so it has its own <html>.
import { ErrorScreen, type ErrorScreenProps } from '@/platform/errors';
import { fontVariables } from '@/ui/fonts';
import '@/ui/tokens.css';
import './globals.css';

export default function GlobalError(props: ErrorScreenProps) {
  return (
    <html lang="ru" className={fontVariables}>
      <body>
        <main id="main" className="site-main">
          <ErrorScreen {...props} />
        </main>
      </body>
    </html>
  );
}
