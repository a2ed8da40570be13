import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Phrases } from './phrases';

describe('Phrases', () => {
  it('keeps each short phrase between commas whole and the text as written', () => {
    const html = renderToStaticMarkup(<Phrases text="Пн–Пт 9:00–20:00, Сб–Вс 10:00–18:00" />);
    expect(html.match(/<span class="[^"]+">[^<]+<\/span>/g)).toEqual([expect.stringContaining('Пн–Пт 9:00–20:00'), expect.stringContaining('Сб–Вс 10:00–18:00')]);
    expect(html.replace(/<[^>]+>/g, '')).toBe('Пн–Пт 9:00–20:00, Сб–Вс 10:00–18:00');
  });

  it('lets a long phrase wrap', () => {
    const long = 'Ежедневно с 9:00 до 20:00 без перерыва';
    expect(renderToStaticMarkup(<Phrases text={long} />)).toBe(long);
  });
});
