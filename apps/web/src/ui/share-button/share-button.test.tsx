// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MESSAGE_MS, ShareButton, type ShareButtonProps } from './share-button';

const TEXTS = { label: 'Поделиться', title: 'Квартира 2-комн., 54,3 м²', copiedText: 'Ссылка скопирована', manualCopyLabel: 'Скопируйте ссылку' } as const;

function renderShare(props: Partial<ShareButtonProps> = {}) {
  render(<ShareButton {...TEXTS} {...props} />);
}

/** Sets what the browser offers; a missing value removes the API. */
function browserOffers({ share, canShare, writeText }: { share?: (data: ShareData) => Promise<void>; canShare?: (data: ShareData) => boolean; writeText?: (text: string) => Promise<void> }) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: canShare });
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/property/11010001?utm_source=vk');
});

afterEach(() => {
  browserOffers({});
  vi.useRealTimers();
});

describe('ShareButton', () => {
  it('hands the title and the current address to the share sheet, and says nothing after', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    browserOffers({ share, writeText });
    renderShare();
    await click('Поделиться');
    expect(share).toHaveBeenCalledWith({ title: 'Квартира 2-комн., 54,3 м²', url: 'http://localhost:3000/property/11010001?utm_source=vk' });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a closed share sheet is not an error: no copy, no message', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const writeText = vi.fn(async () => undefined);
    browserOffers({ share, writeText });
    renderShare();
    await click('Поделиться');
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('without a share sheet, copies the link it was given (made absolute) and says so for a few seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    browserOffers({ writeText });
    renderShare({ url: '/favourite?ids=11010001,11010002' });
    await click('Поделиться');
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/favourite?ids=11010001,11010002');
    expect(screen.getByRole('status').textContent).toBe('Ссылка скопирована');
    act(() => {
      vi.advanceTimersByTime(COPIED_MESSAGE_MS + 10);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('copies too when the share sheet refuses for another reason or cannot take the data', async () => {
    const writeText = vi.fn(async () => undefined);
    browserOffers({ share: () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')), writeText });
    renderShare();
    await click('Поделиться');
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Ссылка скопирована');

    const share = vi.fn(async () => undefined);
    browserOffers({ share, canShare: () => false, writeText });
    await click('Поделиться');
    expect(share).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('when the clipboard is refused, shows the link in a read-only field, selected', async () => {
    browserOffers({ writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) });
    renderShare();
    await click('Поделиться');
    const field = screen.getByLabelText<HTMLInputElement>('Скопируйте ссылку');
    expect(field.readOnly).toBe(true);
    expect(field.value).toBe('http://localhost:3000/property/11010001?utm_source=vk');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('the same with no clipboard at all; the icon-only button keeps its name', async () => {
    browserOffers({});
    renderShare({ iconOnly: true });
    const button = screen.getByRole('button', { name: 'Поделиться' });
    expect(button.textContent).toBe('');
    await click('Поделиться');
    expect(screen.getByLabelText<HTMLInputElement>('Скопируйте ссылку').value).toBe('http://localhost:3000/property/11010001?utm_source=vk');
  });
});
