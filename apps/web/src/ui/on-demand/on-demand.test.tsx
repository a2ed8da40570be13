// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Здравствуйте, {name}</p>;
}

/** A code fetch the test settles by hand. */
function manualFetch() {
  let settle!: { resolve: (value: typeof Greeting) => void; reject: (error: Error) => void };
  const fetchCode = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { fetchCode, settle: () => settle };
}

class Boundary extends Component<{ children: ReactNode }, { caught: string | null }> {
  override state = { caught: null };
  static getDerivedStateFromError(error: Error) {
    return { caught: error.message };
  }
  override render() {
    return this.state.caught ? <p>Ошибка: {this.state.caught}</p> : this.props.children;
  }
}

describe('onDemand', () => {
  it('shows the fallback until the code arrives, then the component with its props', async () => {
    const { fetchCode, settle } = manualFetch();
    const greeting = onDemand(fetchCode);
    expect(fetchCode).not.toHaveBeenCalled();
    render(<greeting.Component name="Анна" fallback={<p>Загружаем…</p>} />);
    expect(screen.getByText('Загружаем…')).toBeTruthy();
    await act(async () => settle().resolve(Greeting));
    expect(screen.getByText('Здравствуйте, Анна')).toBeTruthy();
    expect(screen.queryByText('Загружаем…')).toBeNull();
  });

  it('draws a component mounted after the code arrived in its first render, without the fallback', async () => {
    const { fetchCode, settle } = manualFetch();
    const greeting = onDemand(fetchCode);
    const loading = greeting.load();
    settle().resolve(Greeting);
    await loading;
    // React's Suspense would show the fallback here and keep it for 300 ms: the delay this avoids.
    render(<greeting.Component name="Олег" fallback={<p>Загружаем…</p>} />);
    expect(screen.getByText('Здравствуйте, Олег')).toBeTruthy();
    expect(fetchCode).toHaveBeenCalledTimes(1);
  });

  it('fetches the code once however many places ask for it', async () => {
    const { fetchCode, settle } = manualFetch();
    const greeting = onDemand(fetchCode);
    void greeting.load();
    render(
      <>
        <greeting.Component name="Анна" />
        <greeting.Component name="Олег" />
      </>,
    );
    await act(async () => settle().resolve(Greeting));
    expect(screen.getByText('Здравствуйте, Анна')).toBeTruthy();
    expect(screen.getByText('Здравствуйте, Олег')).toBeTruthy();
    expect(fetchCode).toHaveBeenCalledTimes(1);
  });

  it('shows `failed` when the code cannot be fetched, and the next mount asks again', async () => {
    const { fetchCode, settle } = manualFetch();
    const greeting = onDemand(fetchCode);
    const first = render(<greeting.Component name="Анна" fallback={<p>Загружаем…</p>} failed={<p>Не загрузилось</p>} />);
    await act(async () => settle().reject(new Error('chunk lost')));
    expect(screen.getByText('Не загрузилось')).toBeTruthy();
    first.unmount();

    render(<greeting.Component name="Анна" fallback={<p>Загружаем…</p>} failed={<p>Не загрузилось</p>} />);
    expect(fetchCode).toHaveBeenCalledTimes(2);
    await act(async () => settle().resolve(Greeting));
    expect(screen.getByText('Здравствуйте, Анна')).toBeTruthy();
  });

  it('without `failed`, hands the failure to the nearest error boundary', async () => {
    const { fetchCode, settle } = manualFetch();
    const greeting = onDemand(fetchCode);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <greeting.Component name="Анна" />
      </Boundary>,
    );
    await act(async () => settle().reject(new Error('chunk lost')));
    quiet.mockRestore();
    expect(screen.getByText('Ошибка: chunk lost')).toBeTruthy();
  });

  it('the code a component unmounted before its arrival asked for serves the next mount at once', async () => {
    const { fetchCode, settle } = manualFetch();
    const greeting = onDemand(fetchCode);
    const view = render(<greeting.Component name="Анна" fallback={<p>Загружаем…</p>} />);
    view.unmount();
    await act(async () => settle().resolve(Greeting));
    render(<greeting.Component name="Анна" fallback={<p>Загружаем…</p>} />);
    expect(screen.getByText('Здравствуйте, Анна')).toBeTruthy();
    expect(fetchCode).toHaveBeenCalledTimes(1);
  });
});
