// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PointerHint } from './pointer-hint';

describe('PointerHint', () => {
  it('holds both hints in one paragraph, each in its own element for CSS to choose', () => {
    render(<PointerHint className="hint" pointer="Наведите курсор на план." touch="Коснитесь плана дважды." />);
    const paragraph = screen.getByText('Наведите курсор на план.').parentElement!;
    expect(paragraph.tagName).toBe('P');
    expect(paragraph.className).toBe('hint');
    expect(screen.getByText('Коснитесь плана дважды.').parentElement).toBe(paragraph);
  });
});
