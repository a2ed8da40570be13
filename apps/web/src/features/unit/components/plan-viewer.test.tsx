// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanViewer } from './plan-viewer';

describe('PlanViewer', () => {
  it('shows the plan as a plain image first and loads the zoom viewer when the pointer comes over it', async () => {
    const { container } = render(<PlanViewer src="/plan.svg" alt="Планировка: Студия № 52" width={800} height={600} hint={{ pointer: 'Наведите курсор', touch: 'Коснитесь дважды' }} />);
    const frame = container.querySelector('[data-plan-viewer]');
    expect(frame?.getAttribute('data-plan-viewer')).toBe('still');
    expect(screen.getByRole('img', { name: 'Планировка: Студия № 52' })).toBeTruthy();
    await act(async () => {
      fireEvent.pointerEnter(frame!);
    });
    expect(frame?.getAttribute('data-plan-viewer')).toBe('live');
    // The viewer's frame replaces the plain image; the plan keeps its name.
    expect(await screen.findByRole('figure')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Планировка: Студия № 52' })).toBeTruthy();
  });
});
