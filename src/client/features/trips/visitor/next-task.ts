/**
 * Runs `work` in a task of its own, once the current one (and the paint after it) is done, so that a
 * long piece of work is split where a visitor's tap or scroll can come between. Returns the cancel.
 */
export function inNextTask(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
