// One page rendered per request (it reads the request's headers), as every page of web is.
import { createElement as h } from 'react';
import { headers } from 'next/headers';

export default async function Page() {
  const agent = (await headers()).get('user-agent') ?? '';
  return h('main', null, h('h1', null, 'Новострой'), h('p', null, `Страница для ${agent.length > 0 ? 'браузера' : 'клиента'}.`));
}
