// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GalleryStage } from './gallery-stage';
import type { ViewerPhoto } from './gallery-viewer';

const photos: ViewerPhoto[] = [1, 2, 3].map((n) => ({ src: `/uploads/yard-${n}.jpg`, width: 1200, height: 800, alt: `Двор ${n}`, openLabel: `Открыть фото ${n} из 3` }));

function Gallery() {
  const [index, setIndex] = useState(0);
  return <GalleryStage photos={photos} index={index} onStep={(delta) => setIndex((current) => (current + delta + photos.length) % photos.length)} />;
}

const counter = () => screen.getByText(/^\d из 3$/).textContent;
const stage = () => screen.getByRole('img').closest('figure')!.parentElement!;

describe('the gallery stage', () => {
  it('steps with its buttons and with the arrow keys, round from the first photo to the last', () => {
    render(<Gallery />);
    fireEvent.click(screen.getByRole('button', { name: /Далее/ }));
    expect(counter()).toBe('2 из 3');
    expect(screen.getByRole('img')).toHaveProperty('alt', 'Двор 2');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(counter()).toBe('3 из 3');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(counter()).toBe('1 из 3');
  });

  it('gives the photo its own shape, so one taller than 3:2 is narrowed to keep the buttons on the screen', () => {
    const portrait: ViewerPhoto = { src: '/uploads/entrance.jpg', width: 900, height: 1200, alt: 'Вход', openLabel: 'Открыть фото 1 из 1' };
    render(<GalleryStage photos={[portrait]} index={0} onStep={() => {}} />);
    expect(stage().style.getPropertyValue('--photo-ratio')).toBe('900 / 1200');
  });

  it('steps with a sideways swipe, not with a mostly vertical one or a short one', () => {
    render(<Gallery />);
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(stage(), { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(stage(), { touches: [], changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 200], [120, 220]);
    expect(counter()).toBe('2 из 3');
    swipe([100, 200], [300, 190]);
    expect(counter()).toBe('1 из 3');
    // Scrolling the sheet, or a tap that slid a little: the photo stays.
    swipe([200, 100], [140, 300]);
    swipe([200, 100], [180, 100]);
    expect(counter()).toBe('1 из 3');
    // A photo zoomed in is panned by the same move.
    stage().querySelector('figure > div')!.setAttribute('data-zoomed', '');
    swipe([300, 200], [120, 220]);
    expect(counter()).toBe('1 из 3');
  });

  it('leaves the arrow keys with a modifier to the browser (Alt+← is Back)', () => {
    render(<Gallery />);
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey']) fireEvent.keyDown(document.body, { key: 'ArrowRight', [modifier]: true });
    expect(counter()).toBe('1 из 3');
  });

  it('shows one photo without step buttons and ignores the arrow keys', () => {
    render(<GalleryStage photos={photos.slice(0, 1)} index={0} onStep={() => expect.unreachable('no step for one photo')} />);
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
  });
});
