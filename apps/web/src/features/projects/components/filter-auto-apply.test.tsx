// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterAutoApply } from './filter-auto-apply';

const navigation = vi.hoisted(() => ({ query: new URLSearchParams(), push: vi.fn() }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: navigation.push }),
  usePathname: () => '/our-projects',
  useSearchParams: () => navigation.query,
}));

afterEach(() => navigation.push.mockReset());

function Form({ yearTickedEarly = false }: { yearTickedEarly?: boolean }) {
  return (
    <form method="get" action="/our-projects">
      <label>
        <input type="checkbox" name="status" value="building" defaultChecked={navigation.query.getAll('status').includes('building')} /> Строится
      </label>
      <label>
        <input type="checkbox" name="year" value="2027" defaultChecked={yearTickedEarly} /> 2027
      </label>
      <FilterAutoApply />
    </form>
  );
}

describe('FilterAutoApply', () => {
  it('applies a change at once through a client navigation pushed to the history', () => {
    navigation.query = new URLSearchParams('utm_source=yandex');
    render(<Form />);
    // The form says what the URL says (other parameters are not the filter's): nothing to apply.
    expect(navigation.push).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Строится' }));
    expect(navigation.push).toHaveBeenLastCalledWith('/our-projects?status=building', { scroll: false });
    fireEvent.click(screen.getByRole('checkbox', { name: '2027' }));
    expect(navigation.push).toHaveBeenLastCalledWith('/our-projects?status=building&year=2027', { scroll: false });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Строится' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '2027' }));
    expect(navigation.push).toHaveBeenLastCalledWith('/our-projects', { scroll: false });
  });

  it('sets the checkboxes from the URL when it changes (back and forward)', () => {
    navigation.query = new URLSearchParams('status=building');
    const { rerender } = render(<Form />);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Строится' }).checked).toBe(true);
    navigation.query = new URLSearchParams('year=2027');
    rerender(<Form />);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Строится' }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '2027' }).checked).toBe(true);
  });

  it('applies a box ticked before the script ran, and keeps it ticked while the URL catches up', () => {
    // Server HTML with the box already ticked by the visitor: the URL does not have it yet.
    navigation.query = new URLSearchParams();
    render(<Form yearTickedEarly />);
    expect(navigation.push).toHaveBeenCalledExactlyOnceWith('/our-projects?year=2027', { scroll: false });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '2027' }).checked).toBe(true);
  });
});
