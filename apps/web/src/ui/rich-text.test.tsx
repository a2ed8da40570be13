// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getConfig } from '@/lib/config';
import { RichText } from './rich-text';

const CMS = 'https://cms.novostroy.ru';
const renderText = (markdown: string) => render(<RichText markdown={markdown} mediaBaseUrl={CMS} />).container;

/** Attribute names in the rendered text that could run code or restyle the page. */
const dangerousAttributes = (root: Element) =>
  [...root.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => attribute.name).filter((name) => /^on/i.test(name) || name === 'style' || name === 'srcdoc' || name === 'formaction'),
  );

describe('RichText', () => {
  it('renders editor markdown: headings, paragraphs, lists, links', () => {
    const container = renderText('## Двор\n\nБез машин.\n\n- школа\n- сад\n\n[Ход строительства](https://example.ru/progress)');
    expect(container.querySelector('h2')?.textContent).toBe('Двор');
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['школа', 'сад']);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://example.ru/progress');
  });

  it('keeps a short preposition or conjunction with the next word, across emphasis too, but leaves code as typed', () => {
    const container = renderText('Дом у парка и **в центре**.\n\n`a и b`');
    expect(container.querySelector('p')?.textContent).toBe('Дом у\u00a0парка и\u00a0в\u00a0центре.');
    expect(container.querySelector('code')?.textContent).toBe('a и b');
  });

  it('keeps a single h1 on the page: "# " headings (and raw <h1>) become h2', () => {
    const container = renderText('# Заголовок\n\n<h1>Ещё</h1>');
    expect(container.querySelector('h1')).toBeNull();
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Заголовок', 'Ещё']);
  });

  describe('XSS payloads render inert', () => {
    const payloads: Array<[string, string]> = [
      ['script tag', '<script>alert(1)</script>'],
      ['script in a paragraph', 'Текст <script type="module">alert(1)</script> дальше'],
      ['img onerror', '<img src=x onerror="alert(2)">'],
      ['img onerror from the CMS', `<img src="${CMS}/uploads/a.jpg" alt="a" onerror="alert(2)">`],
      ['onclick on an allowed tag', '<b onclick="alert(3)">жирный</b> <a href="/ok" onmouseover="alert(3)">ссылка</a>'],
      ['javascript: markdown link', '[жми](javascript:alert(4))'],
      ['javascript: html link', '<a href="javascript:alert(4)">жми</a>'],
      ['upper-case JAVASCRIPT:', '<a href="JAVASCRIPT:alert(4)">жми</a> [жми](JaVaScRiPt:alert(4))'],
      ['obfuscated jav&#x09;ascript:', '<a href="jav&#x09;ascript:alert(5)">жми</a> <a href="&#106;avascript:alert(5)">жми</a> <a href=" javascript:alert(5)">жми</a>'],
      ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==">жми</a> [жми](data:text/html,<script>alert(6)</script>)'],
      ['vbscript: link', '<a href="vbscript:msgbox(7)">жми</a>'],
      ['svg with script', '<svg><script>alert(8)</script><circle r="5" onload="alert(8)"/></svg>'],
      ['svg onload', '<svg onload="alert(8)"></svg>'],
      ['style tag', '<style>body{background:url("javascript:alert(9)")}</style>'],
      ['CSS expression in style attribute', '<p style="width: expression(alert(9)); background: url(javascript:alert(9))">текст</p>'],
      ['iframe from a disallowed host', '<iframe src="https://evil.example/embed/x"></iframe>'],
      ['iframe with javascript:', '<iframe src="javascript:alert(10)"></iframe>'],
      ['iframe srcdoc', '<iframe srcdoc="<script>alert(10)</script>" src="https://www.youtube.com/embed/abc"></iframe>'],
      ['object and embed', '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">'],
      ['form', '<form action="https://evil.example"><input name="q"><button formaction="javascript:alert(11)">Отправить</button></form>'],
      ['meta refresh and base', '<meta http-equiv="refresh" content="0;url=javascript:alert(12)"><base href="https://evil.example/">'],
      ['math and details', '<math><mtext><img src=x onerror=alert(13)></mtext></math><details open ontoggle="alert(13)">x</details>'],
      ['img from another site', '<img src="https://evil.example/tracker.gif" alt="пиксель">'],
    ];

    it.each(payloads)('%s', (_name, payload) => {
      const container = renderText(payload);
      expect(container.querySelector('script, style, object, embed, form, input, button, meta, base, svg, math, details')).toBeNull();
      expect(dangerousAttributes(container)).toEqual([]);
      for (const link of container.querySelectorAll('a')) {
        expect(link.getAttribute('href') ?? '').toMatch(/^(https?:|mailto:|tel:|\/|#|\?)/);
      }
      for (const frame of container.querySelectorAll('iframe')) {
        expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube\.com\/embed\//);
      }
      for (const image of container.querySelectorAll('img')) {
        expect(image.getAttribute('src')).toMatch(new RegExp(`^${CMS}/uploads/`));
      }
      expect(container.innerHTML).not.toMatch(/javascript:|vbscript:|data:text|expression\(|evil\.example/i);
    });

    it('keeps the text of what it removes', () => {
      const container = renderText('[жми](javascript:alert(4)) <b onclick="x()">жирный</b> <img src="https://evil.example/p.gif" alt="пиксель">');
      expect(container.textContent).toContain('жми');
      expect(container.textContent).toContain('жирный');
      expect(container.textContent).toContain('пиксель');
    });
  });

  describe('what editors may use', () => {
    it('keeps tel: and mailto: links as real links', () => {
      const container = renderText('Звоните [+7 861 200-00-00](tel:+78612000000) или пишите <a href="mailto:sales@novostroy.ru">sales@novostroy.ru</a>');
      const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(links).toEqual(['tel:+78612000000', 'mailto:sales@novostroy.ru']);
    });

    it('keeps relative links and marks external ones noopener noreferrer', () => {
      const container = renderText('[Контакты](/contacts) [Сбербанк](https://www.sberbank.ru/ru/person/credits/home)');
      const [internal, external] = [...container.querySelectorAll('a')];
      expect(internal?.getAttribute('href')).toBe('/contacts');
      expect(internal?.hasAttribute('rel')).toBe(false);
      expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it('embeds an allowed video in a sandboxed, lazy, titled frame', () => {
      const container = renderText(
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315" onload="alert(1)"></iframe>\n\n' +
          '<iframe src="https://rutube.ru/play/embed/abc123" title="Экскурсия по ЖК"></iframe>\n\n' +
          '<iframe src="https://vk.com/video_ext.php?oid=-1&id=2&hash=3"></iframe>',
      );
      const frames = [...container.querySelectorAll('iframe')];
      expect(frames.map((frame) => frame.getAttribute('src'))).toEqual([
        'https://www.youtube.com/embed/dQw4w9WgXcQ',
        'https://rutube.ru/play/embed/abc123',
        'https://vk.com/video_ext.php?oid=-1&id=2&hash=3',
      ]);
      for (const frame of frames) {
        expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation allow-popups');
        expect(frame.getAttribute('loading')).toBe('lazy');
        expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
        expect(frame.getAttribute('title')).toBeTruthy();
        expect(frame.hasAttribute('onload')).toBe(false);
      }
      expect(frames[1]?.getAttribute('title')).toBe('Экскурсия по ЖК');
    });

    it('refuses a video host look-alike and a non-embed page of an allowed host', () => {
      const container = renderText(
        '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe><iframe src="https://www.youtube.com/watch?v=x"></iframe><iframe src="http://www.youtube.com/embed/x"></iframe>',
      );
      expect(container.querySelector('iframe')).toBeNull();
    });

    it('shows CMS images lazily with their size, and reserves a box for one without a size', () => {
      const container = renderText(`<img src="/uploads/plan.webp" alt="Планировка" width="750" height="500">\n\n![Двор](${CMS}/uploads/yard.webp)\n\n![](/uploads/no-alt.webp)`);
      const images = [...container.querySelectorAll('img')];
      expect(images.map((image) => [image.getAttribute('src'), image.getAttribute('alt'), image.getAttribute('loading')])).toEqual([
        [`${CMS}/uploads/plan.webp`, 'Планировка', 'lazy'],
        [`${CMS}/uploads/yard.webp`, 'Двор', 'lazy'],
      ]);
      expect([images[0]?.getAttribute('width'), images[0]?.getAttribute('height')]).toEqual(['750', '500']);
      expect(images[1]?.hasAttribute('width')).toBe(false);
      expect(images[1]?.className).toMatch(/unsizedImage/);
    });

    it('keeps simple formatting from raw HTML and drops its classes and ids', () => {
      const container = renderText('<p class="red" id="x">Срок <strong>IV квартал</strong><br>2026</p>\n\n<table><tr><td colspan="2">Ячейка</td></tr></table>');
      expect(container.querySelector('p strong')?.textContent).toBe('IV квартал');
      expect(container.querySelector('p br')).not.toBeNull();
      expect(container.querySelector('[class="red"], #x')).toBeNull();
      expect(container.querySelector('td')?.getAttribute('colspan')).toBe('2');
    });
  });

  it('draws a text again the same, and resolves its images against the base of each call', () => {
    const markdown = 'Фото двора:\n\n![Двор](/uploads/yard.webp)\n\n<script>alert(1)</script>';
    const first = renderText(markdown).innerHTML;
    expect(renderText(markdown).innerHTML).toBe(first);
    expect(first).not.toContain('<script');
    const other = render(<RichText markdown={markdown} mediaBaseUrl="https://media.novostroy.ru" />).container;
    expect(other.querySelector('img')?.getAttribute('src')).toBe('https://media.novostroy.ru/uploads/yard.webp');
    expect(renderText(markdown).querySelector('img')?.getAttribute('src')).toBe(`${CMS}/uploads/yard.webp`);
  });

  it('shows an upload the admin inserted by the CMS\'s own address from the media base, and nothing else of that address', () => {
    // The admin inserts a picture with its backend's address; the site serves uploads from its own origin.
    const cms = new URL(getConfig().cms.url).origin;
    const site = 'https://novostroy.ru';
    const markdown = [`![Двор](${cms}/uploads/yard.webp?v=2)`, `![Админка](${cms}/admin/logo.png)`, '![Чужое](https://evil.example/uploads/x.webp)', `![Ход](${site}/uploads/works.webp)`].join('\n\n');
    const container = render(<RichText markdown={markdown} mediaBaseUrl={site} />).container;
    expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([`${site}/uploads/yard.webp?v=2`, `${site}/uploads/works.webp`]);
    expect(container.textContent).toContain('Админка');
    expect(container.textContent).toContain('Чужое');
    // A CMS on this machine: the admin opened as localhost inserts that name, web calls 127.0.0.1.
    const local = new URL(getConfig().cms.url);
    expect(['127.0.0.1', 'localhost']).toContain(local.hostname);
    const other = local.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const inserted = render(<RichText markdown={`![Двор](${local.protocol}//${other}:${local.port}/uploads/yard.webp)`} mediaBaseUrl={site} />).container;
    expect(inserted.querySelector('img')?.getAttribute('src')).toBe(`${site}/uploads/yard.webp`);
  });
});
