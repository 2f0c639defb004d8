/**
 * Runs `task` once the current update is on screen, so that work a visitor
 * does not watch for (the address bar, measuring the layout) stays out of the
 * time between a click and its answer. Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let timeout: number | undefined;
  // A frame callback runs just before the main thread hands the frame over. The frame still has to be
  // rasterised and drawn on other threads, which compete with the main thread for a phone's few cores:
  // 100 ms more keeps the task clear of that.
  const frame = window.requestAnimationFrame(() => {
    timeout = window.setTimeout(task, 100);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timeout);
  };
}
