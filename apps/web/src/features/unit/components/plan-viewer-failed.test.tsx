// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { imageViewer } from '@/ui/image-viewer/on-demand';
import { PlanViewer } from './plan-viewer';

// The viewer's chunk cannot be fetched (a new deployment, a dropped connection).
vi.mock('@/ui/image-viewer/image-viewer', () => {
  throw new Error('chunk lost');
});

describe('PlanViewer without its viewer code', () => {
  it('keeps the plain plan in place', async () => {
    const { container } = render(<PlanViewer src="/plan.svg" alt="Планировка: Студия № 52" width={800} height={600} hint={{ pointer: 'Наведите курсор', touch: 'Коснитесь дважды' }} />);
    await act(async () => {
      fireEvent.pointerEnter(container.querySelector('[data-plan-viewer]')!);
    });
    await act(async () => {
      await expect(imageViewer.load()).rejects.toThrow();
    });
    expect(screen.getByRole('img', { name: 'Планировка: Студия № 52' }).getAttribute('src')).toBe('/plan.svg');
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.getByText('Наведите курсор')).toBeTruthy();
  });
});
