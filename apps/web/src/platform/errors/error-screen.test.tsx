// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it('shows the title, the message and the digest, never the stack, and a way home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = Object.assign(new Error('CMS unavailable: GET /api/projects'), { digest: '12345' });
    error.stack = 'Error: CMS unavailable\n    at secret (/srv/app/file.js:1:1)';
    const { container } = render(<ErrorScreen error={error} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Internal Server Error');
    expect(container.textContent).toContain('CMS unavailable: GET /api/projects');
    expect(container.textContent).toContain('Код ошибки: 12345');
    expect(container.textContent).not.toContain('/srv/app/file.js');
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
  });
});
