// Plain JavaScript without JSX, so this reference app needs no TypeScript or JSX set-up of its own.
import { createElement as h } from 'react';

export const metadata = { title: 'Bare Next' };

export default function RootLayout({ children }) {
  return h('html', { lang: 'ru' }, h('body', null, children));
}
