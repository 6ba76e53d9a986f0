import { useEffect, useRef, useState } from 'react';

export type RunState<T> =
  | { status: 'pending' }
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown };

/**
 * Runs `task` once per `key` and reports its outcome. An action code can be used only once, and
 * React's StrictMode mounts effects twice in development: the promise is kept in a ref (which the
 * second mount keeps) so the code is not spent by a run whose answer nobody reads.
 */
export function useRunOnce<T>(key: string, task: () => Promise<T>): RunState<T> {
  const [state, setState] = useState<RunState<T>>({ status: 'pending' });
  const started = useRef<{ key: string; promise: Promise<T> } | null>(null);

  // The task is the same operation for a given key: re-running it for a new closure would spend the code twice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on `key` on purpose
  useEffect(() => {
    if (started.current?.key !== key) started.current = { key, promise: task() };
    let live = true;
    setState({ status: 'pending' });
    started.current.promise.then(
      (value) => live && setState({ status: 'done', value }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [key]);

  return state;
}
