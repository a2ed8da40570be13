// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PanZoomViewer, VIEWER_DEFAULTS } from './pan-zoom';

function setUp(withImage = true) {
  const container = document.createElement('div');
  const content = document.createElement('div');
  if (withImage) {
    const image = document.createElement('img');
    content.append(image);
  }
  container.append(content);
  document.body.append(container);
  // jsdom has no layout: a 400 x 200 frame at (100, 50).
  container.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 200, right: 500, bottom: 250, x: 100, y: 50, toJSON: () => ({}) });
  return { container, content };
}

const mouse = (type: string, clientX: number, clientY: number) => new MouseEvent(type, { clientX, clientY, bubbles: true });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PanZoomViewer', () => {
  it('throws the spec errors without a container or without content', () => {
    expect(() => new PanZoomViewer(null)).toThrow('Container Element Not Found');
    expect(() => new PanZoomViewer(document.createElement('div'))).toThrow('No content found');
  });

  it('zooms in on mouse enter to the spec hover zoom capped at the max scale 5', () => {
    const { container, content } = setUp();
    const viewer = new PanZoomViewer(container);
    expect(VIEWER_DEFAULTS.zoomOnHover).toBe(10);
    container.dispatchEvent(mouse('mouseenter', 300, 150));
    expect(viewer.current.scale).toBe(5);
    // The centre of the frame shows the centre of the image: half of the 4x overflow.
    expect(viewer.current.x).toBe(-800);
    expect(viewer.current.y).toBe(-400);
    expect(content.style.transform).toBe('translate(-800px, -400px) scale(5)');
  });

  it('pans with the mouse 1.25 times faster than the pointer, reaching the edges early', () => {
    const { container } = setUp();
    const viewer = new PanZoomViewer(container);
    container.dispatchEvent(mouse('mouseenter', 300, 150));
    // 10 % inside the left edge: (0.1 - 0.5) * 1.25 + 0.5 = 0 -> the left edge of the image.
    container.dispatchEvent(mouse('mousemove', 140, 150));
    expect(viewer.current.x).toBe(-0);
    // 75 % across: (0.75 - 0.5) * 1.25 + 0.5 = 0.8125 of the 1600 px overflow.
    container.dispatchEvent(mouse('mousemove', 400, 150));
    expect(viewer.current.x).toBeCloseTo(-1300);
    // Beyond the right edge the pan stops at the image's right edge.
    container.dispatchEvent(mouse('mousemove', 499, 150));
    expect(viewer.current.x).toBe(-1600);
  });

  it('fits back on mouse leave', () => {
    const { container, content } = setUp();
    const viewer = new PanZoomViewer(container);
    container.dispatchEvent(mouse('mouseenter', 300, 150));
    container.dispatchEvent(mouse('mouseleave', 600, 150));
    expect(viewer.current).toMatchObject({ scale: 1, x: 0, y: 0 });
    expect(content.style.transform).toBe('');
  });

  it('does nothing on click and wheel, and leaves the wheel to scroll the page', () => {
    const { container } = setUp();
    const viewer = new PanZoomViewer(container);
    container.dispatchEvent(mouse('mouseenter', 300, 150));
    const before = viewer.current;
    container.dispatchEvent(mouse('click', 300, 150));
    const wheel = new WheelEvent('wheel', { deltaY: 100, cancelable: true, bubbles: true });
    container.dispatchEvent(wheel);
    expect(viewer.current).toEqual(before);
    expect(wheel.defaultPrevented).toBe(false);
  });

  it('stops for good when the image fails to load', () => {
    const { container } = setUp();
    const onStop = vi.fn();
    const viewer = new PanZoomViewer(container, {}, onStop);
    container.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(onStop).toHaveBeenCalledWith('Image failed to load');
    container.dispatchEvent(mouse('mouseenter', 300, 150));
    expect(viewer.current).toMatchObject({ scale: 1, stopped: true });
  });

  it('on touch: a double tap within 350 ms zooms 2.5×, a drag under 3 px does not pan', () => {
    const { container } = setUp();
    const viewer = new PanZoomViewer(container);
    const touch = (type: string, x: number, timeStamp: number) => {
      const event = new Event(type, { bubbles: true, cancelable: true }) as TouchEvent;
      Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : [{ clientX: x, clientY: 150 }] });
      Object.defineProperty(event, 'timeStamp', { value: timeStamp });
      container.dispatchEvent(event);
    };
    touch('touchstart', 300, 1000);
    touch('touchend', 300, 1050);
    touch('touchstart', 300, 1500);
    expect(viewer.current.scale).toBe(1);
    touch('touchend', 300, 1550);
    touch('touchstart', 300, 1800);
    // Half the mouse's zoom: a room with its neighbours, not a piece of its name.
    expect(viewer.current.scale).toBe(2.5);
    expect(container.hasAttribute('data-zoomed')).toBe(true);
    const x = viewer.current.x;
    touch('touchstart', 300, 5000);
    touch('touchmove', 302, 5010);
    expect(viewer.current.x).toBe(x);
    touch('touchmove', 340, 5020);
    expect(viewer.current.x).toBe(x + 40);
  });

  it('on touch: the mouse events a browser sends after a single tap zoom nothing; a real mouse later does', () => {
    const { container } = setUp();
    const viewer = new PanZoomViewer(container);
    const at = (event: Event, timeStamp: number) => {
      Object.defineProperty(event, 'timeStamp', { value: timeStamp });
      container.dispatchEvent(event);
    };
    const tap = new Event('touchstart', { bubbles: true, cancelable: true });
    Object.defineProperty(tap, 'touches', { value: [{ clientX: 300, clientY: 150 }] });
    at(tap, 1000);
    at(new Event('touchend', { bubbles: true }), 1080);
    // The emulated mouseenter and mousemove of that tap.
    at(mouse('mouseenter', 300, 150), 1090);
    at(mouse('mousemove', 300, 150), 1091);
    expect(viewer.current.scale).toBe(1);
    // A mouse, seconds later (a laptop with a touch screen).
    at(mouse('mouseenter', 300, 150), 4000);
    expect(viewer.current.scale).toBe(5);
  });
});
