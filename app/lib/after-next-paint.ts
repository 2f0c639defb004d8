/**
 * Runs `task` once the browser has painted the current update, so that work a
 * visitor does not watch for (the address bar, measuring the layout) stays out
 * of the time between a click and its answer on screen. Returns a cancel
 * function.
 */
export function afterNextPaint(task: () => void): () => void {
  let timeout: number | undefined;
  // A frame callback runs just before the paint; a task queued from it runs just after.
  const frame = window.requestAnimationFrame(() => {
    timeout = window.setTimeout(task, 100);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timeout);
  };
}
