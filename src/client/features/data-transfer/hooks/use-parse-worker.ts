import { useCallback, useEffect, useRef } from 'react';
import { i18n } from '#client/lib/i18n.ts';
import type { WorkerAnswer, WorkerRequest, WorkerResponse } from '../worker/protocol';

type Pending = Map<number, (answer: WorkerAnswer) => void>;
/** A request without its id (the hook numbers them), kept a union so each type keeps its fields. */
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;
type Ask = (request: Unnumbered<WorkerRequest>) => Promise<WorkerAnswer>;

/**
 * The parsing worker, started on first use and stopped with the component. Requests are
 * answered in order; a worker that crashes answers every waiting request with an error.
 */
export function useParseWorker(): Ask {
  const worker = useRef<Worker | null>(null);
  const pending = useRef<Pending>(new Map());
  const nextId = useRef(0);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  const start = useCallback((): Worker => {
    if (worker.current) return worker.current;
    const created = new Worker(new URL('../worker/parse.worker.ts', import.meta.url), { type: 'module' });
    created.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const { id, ...answer } = event.data;
      pending.current.get(id)?.(answer as WorkerAnswer);
      pending.current.delete(id);
    };
    created.onerror = (event) => {
      event.preventDefault();
      for (const resolve of pending.current.values())
        resolve({ type: 'error', message: i18n._('Reading the file failed. Please try again.') });
      pending.current.clear();
      created.terminate();
      worker.current = null;
    };
    worker.current = created;
    return created;
  }, []);

  return useCallback<Ask>(
    (request) =>
      new Promise((resolve) => {
        const id = ++nextId.current;
        pending.current.set(id, resolve);
        start().postMessage({ ...request, id });
      }),
    [start],
  );
}
