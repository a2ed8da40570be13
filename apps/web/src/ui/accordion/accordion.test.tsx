// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const FAQ = [
  { id: 'ipoteka', title: 'Можно ли купить в ипотеку?', content: <p>Да, с господдержкой.</p> },
  { id: 'rassrochka', title: 'Есть ли рассрочка?', content: <p>До конца строительства.</p>, open: true },
  { title: 'Когда сдача?', content: <p>Во втором квартале.</p> },
];

const detailsOf = (title: string) => screen.getByRole('heading', { name: title }).closest('details')!;

describe('Accordion', () => {
  it('is native details/summary: each question is a heading of the given level inside its summary', () => {
    render(<Accordion items={FAQ} headingLevel={3} />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Можно ли купить в ипотеку?', 'Есть ли рассрочка?', 'Когда сдача?']);
    for (const heading of headings) expect(heading.parentElement?.tagName).toBe('SUMMARY');
    expect(detailsOf('Можно ли купить в ипотеку?').id).toBe('ipoteka');
  });

  it('starts closed unless an item asks to be open', () => {
    render(<Accordion items={FAQ} />);
    expect(detailsOf('Можно ли купить в ипотеку?').open).toBe(false);
    expect(detailsOf('Есть ли рассрочка?').open).toBe(true);
  });

  it('opens and closes from its summary (the browser does the same for Enter and Space)', () => {
    render(<Accordion items={FAQ} />);
    const details = detailsOf('Можно ли купить в ипотеку?');
    const summary = details.querySelector('summary')!;
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    expect(screen.getByText('Да, с господдержкой.')).toBeTruthy();
    fireEvent.click(summary);
    expect(details.open).toBe(false);
  });

  it('uses the level it is given', () => {
    render(<Accordion items={FAQ} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('groups the items under one name when only one may be open at a time', () => {
    const { container } = render(<Accordion items={FAQ} exclusive />);
    const names = Array.from(container.querySelectorAll('details'), (details) => details.getAttribute('name'));
    expect(new Set(names).size).toBe(1);
    expect(names[0]).toBeTruthy();
  });

  it('lets several items be open by default (no shared name)', () => {
    const { container } = render(<Accordion items={FAQ} />);
    expect(Array.from(container.querySelectorAll('details'), (details) => details.getAttribute('name'))).toEqual([null, null, null]);
  });

  it('hides the chevron from screen readers', () => {
    const { container } = render(<Accordion items={FAQ} />);
    for (const summary of container.querySelectorAll('summary')) {
      expect(summary.lastElementChild?.getAttribute('aria-hidden')).toBe('true');
    }
  });
});
