// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chip, type ChipTone } from './chip';

describe('Chip', () => {
  it('is plain text for a screen reader: a label, not a control', () => {
    render(<Chip>Сдан</Chip>);
    expect(screen.getByText('Сдан').tagName).toBe('SPAN');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has a distinct look for every tone', () => {
    const tones: ChipTone[] = ['neutral', 'brand', 'success', 'inverse'];
    render(
      <>
        {tones.map((tone) => (
          <Chip key={tone} tone={tone}>
            {tone}
          </Chip>
        ))}
      </>,
    );
    const classes = tones.map((tone) => screen.getByText(tone).className);
    expect(new Set(classes).size).toBe(tones.length);
  });

  it('is neutral by default and keeps an extra class', () => {
    render(
      <>
        <Chip>А</Chip>
        <Chip tone="neutral" className="extra">
          Б
        </Chip>
      </>,
    );
    expect(screen.getByText('Б').className).toBe(`${screen.getByText('А').className} extra`);
  });
});
