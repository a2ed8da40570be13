// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageViewer } from './image-viewer';

describe('ImageViewer', () => {
  it('zooms on hover, fits back on leave, and stops with a message when the image fails', () => {
    const { container } = render(<ImageViewer src="/plan.png" alt="Планировка" width={800} height={600} />);
    const frame = container.querySelector<HTMLElement>('[data-viewer-state]');
    const content = frame?.firstElementChild as HTMLElement;
    if (!frame) throw new Error('no frame');
    frame.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 300, right: 400, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.mouseEnter(frame, { clientX: 200, clientY: 150 });
    expect(content.style.transform).toContain('scale(5)');
    fireEvent.mouseLeave(frame);
    expect(content.style.transform).toBe('');

    fireEvent.error(screen.getByRole('img', { name: 'Планировка' }));
    expect(frame.dataset.viewerState).toBe('stopped');
    expect(screen.getByRole('status').textContent).toBe('Не удалось загрузить изображение.');
    fireEvent.mouseEnter(frame, { clientX: 200, clientY: 150 });
    expect(content.style.transform).toBe('');
  });
});
