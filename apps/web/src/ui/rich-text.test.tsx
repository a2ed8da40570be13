// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('renders editor markdown: headings, paragraphs, lists, links', () => {
    const { container } = render(<RichText markdown={'## Двор\n\nБез машин.\n\n- школа\n- сад\n\n[Ход строительства](https://example.ru/progress)'} />);
    expect(container.querySelector('h2')?.textContent).toBe('Двор');
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['школа', 'сад']);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://example.ru/progress');
  });

  it('drops raw HTML and script URLs', () => {
    const { container } = render(
      <RichText markdown={'<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[жми](javascript:alert(3)) <b onclick="x()">жирный</b>'} />,
    );
    expect(container.querySelector('script, img, b, [onerror], [onclick]')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('жми');
    expect(container.innerHTML).not.toMatch(/alert|javascript:/);
  });

  it('keeps a single h1 on the page: "# " headings become h2', () => {
    const { container } = render(<RichText markdown={'# Заголовок'} />);
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('h2')?.textContent).toBe('Заголовок');
  });
});
