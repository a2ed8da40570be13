// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, cardLinkClassName } from './card';

describe('Card', () => {
  it('is an article by default, with its media first and the body after', () => {
    const { container } = render(
      <Card media={<img src="/photo.jpg" alt="ЖК «Солнечный», фасад" />}>
        <h3>ЖК «Солнечный»</h3>
      </Card>,
    );
    const card = screen.getByRole('article');
    expect(card).toBe(container.firstElementChild);
    const [media, body] = Array.from(card.children);
    expect(media!.querySelector('img')).toBe(screen.getByRole('img', { name: 'ЖК «Солнечный», фасад' }));
    expect(body!.contains(screen.getByRole('heading', { name: 'ЖК «Солнечный»' }))).toBe(true);
  });

  it('has no media box without media', () => {
    render(
      <Card>
        <p>Текст</p>
      </Card>,
    );
    expect(screen.getByRole('article').children).toHaveLength(1);
  });

  it('can be a list item, so a list of cards is a list for screen readers', () => {
    render(
      <ul>
        <Card as="li">
          <p>Один</p>
        </Card>
        <Card as="li">
          <p>Два</p>
        </Card>
      </ul>,
    );
    expect(screen.getByRole('list').children).toHaveLength(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('an interactive card keeps one link, named by its heading text', () => {
    render(
      <Card interactive>
        <h3>
          <a href="/our-projects/solnechny" className={cardLinkClassName}>
            ЖК «Солнечный»
          </a>
        </h3>
        <p>Краснодар</p>
      </Card>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'ЖК «Солнечный»' }).getAttribute('href')).toBe('/our-projects/solnechny');
    // The whole card is the link's click area (the interactive look adds its own class).
    expect(screen.getByRole('article').className.split(' ')).toHaveLength(2);
  });
});
