// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GalleryViewer, type ViewerPhoto } from './gallery-viewer';

const photos: ViewerPhoto[] = [1, 2, 3].map((n) => ({ src: `/uploads/yard-${n}.jpg`, width: 1200, height: 800, alt: `Двор ${n}`, openLabel: `Открыть фото ${n} из 3` }));

function openFirst() {
  render(
    <GalleryViewer title="Фотографии: ЖК «Лазурный»" photos={photos}>
      {photos.map((photo) => (
        <img key={photo.src} src={photo.src} alt="" />
      ))}
    </GalleryViewer>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Открыть фото 1 из 3' }));
  return screen.getByRole('dialog');
}

const counter = () => screen.getByText(/^\d из 3$/).textContent;
const viewer = () => screen.getByText(/^\d из 3$/).closest('div')!.parentElement!;

describe('the gallery viewer', () => {
  it('steps with the arrow keys, round from the last photo to the first', () => {
    openFirst();
    const next = screen.getByRole('button', { name: /Далее/ });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(counter()).toBe('2 из 3');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(counter()).toBe('3 из 3');
  });

  it('steps with a sideways swipe, not with a mostly vertical one or a short one', () => {
    openFirst();
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(viewer(), { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(viewer(), { touches: [], changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 200], [120, 220]);
    expect(counter()).toBe('2 из 3');
    swipe([100, 200], [300, 190]);
    expect(counter()).toBe('1 из 3');
    // Scrolling the sheet, or a tap that slid a little: the photo stays.
    swipe([200, 100], [140, 300]);
    swipe([200, 100], [180, 100]);
    expect(counter()).toBe('1 из 3');
  });
});
