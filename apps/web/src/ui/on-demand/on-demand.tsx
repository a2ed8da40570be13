'use client';
// A component whose code is a chunk of its own, fetched only when a page needs it (a form in a
// dialog, a zoom viewer, a map, the filters' drawer). Not React.lazy under Suspense: React keeps a
// Suspense fallback on screen for at least 300 ms once it has shown it (its reveal throttle), so a
// dialog whose code had arrived while the visitor reached for the button still showed its loading
// line for 300 ms after the press. Here the code is asked for once and kept; a component mounted
// after it has arrived is drawn in the same render, one mounted before shows `fallback` and is
// drawn the moment the code arrives.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

export interface OnDemandProps {
  /** Shown until the code arrives. */
  fallback?: ReactNode;
  /**
   * Shown if the code cannot be fetched (a new deployment, a dropped connection); the next mount
   * asks again. Without it the failure is thrown to the nearest error boundary.
   */
  failed?: ReactNode;
}

export interface OnDemand<P extends object> {
  /** Starts fetching the code, once; a failed fetch may be tried again. */
  load: () => Promise<ComponentType<P>>;
  /** The component when its code is here, `fallback` until then. */
  Component: ComponentType<P & OnDemandProps>;
}

export function onDemand<P extends object>(fetchCode: () => Promise<ComponentType<P>>): OnDemand<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  let arrived: ComponentType<P> | undefined;

  const load = () => {
    pending ??= fetchCode().then(
      (component) => (arrived = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function Component({ fallback = null, failed, ...props }: P & OnDemandProps) {
    // The component itself is kept in a box: a function given to useState would be called.
    const [state, setState] = useState<{ component?: ComponentType<P>; error?: Error }>(() => ({ component: arrived }));

    useEffect(() => {
      if (state.component || state.error !== undefined) return;
      let mounted = true;
      load().then(
        (component) => mounted && setState({ component }),
        (error: unknown) => mounted && setState({ error: error instanceof Error ? error : new Error(String(error)) }),
      );
      return () => {
        mounted = false;
      };
    }, [state]);

    if (state.error !== undefined) {
      if (failed === undefined) throw state.error;
      return failed;
    }
    const Loaded = state.component;
    return Loaded ? <Loaded {...(props as P)} /> : fallback;
  }

  return { load, Component };
}
