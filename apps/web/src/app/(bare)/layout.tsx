// "No layout" (spec §2: /our-projects/{id}/test, /test): the page alone, no header or footer.
import type { ReactNode } from 'react';

export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="site-main">
      {children}
    </main>
  );
}
