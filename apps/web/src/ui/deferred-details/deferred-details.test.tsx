// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { DeferredDetails } from './deferred-details';

const month = (
  <DeferredDetails summary={<h3>Август 2026</h3>}>
    <p>Кладка стен 12-го этажа.</p>
  </DeferredDetails>
);

describe('DeferredDetails', () => {
  it('sends the summary alone in the server HTML, closed', () => {
    const html = renderToString(month);
    expect(html).toContain('Август 2026');
    expect(html).not.toContain('Кладка стен');
    expect(html).not.toMatch(/<details[^>]* open/);
  });

  it('draws the body on the first open and keeps it after closing', () => {
    render(month);
    const details = screen.getByRole('heading', { name: 'Август 2026' }).closest('details')!;
    expect(screen.queryByText('Кладка стен 12-го этажа.')).toBeNull();
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(screen.getByText('Кладка стен 12-го этажа.')).toBeTruthy();
    details.open = false;
    fireEvent(details, new Event('toggle'));
    expect(screen.getByText('Кладка стен 12-го этажа.')).toBeTruthy();
  });

  it('fills a section the visitor opened before the script ran', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(month);
    document.body.append(host);
    // The browser opens a <details> by itself: no handler has run yet.
    host.querySelector('details')!.open = true;
    await act(async () => {
      hydrateRoot(host, month);
    });
    expect(host.textContent).toContain('Кладка стен 12-го этажа.');
    host.remove();
  });
});
