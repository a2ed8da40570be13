// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const mounted = vi.fn();
vi.mock('./vitals-listener', () => ({
  default: function FakeListener() {
    mounted();
    return <span data-testid="listener" />;
  },
}));

const { VitalsReporter } = await import('./vitals-reporter');

describe('VitalsReporter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    mounted.mockClear();
  });

  it('renders nothing on the server, so the sampling decision cannot break hydration', () => {
    expect(renderToString(<VitalsReporter sampleRate={1} />)).toBe('');
  });

  it('loads the measuring code for a sampled page view', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.05);
    render(<VitalsReporter sampleRate={0.1} />);
    expect(await screen.findByTestId('listener')).toBeTruthy();
    expect(mounted).toHaveBeenCalled();
  });

  it('loads nothing for a page view outside the sample', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    render(<VitalsReporter sampleRate={0.1} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('listener')).toBeNull();
    expect(mounted).not.toHaveBeenCalled();
  });
});
