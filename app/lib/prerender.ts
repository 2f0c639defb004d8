/**
 * Modules that components load lazily in the browser but render synchronously
 * when the page is prerendered. entry.server.tsx waits for all of them, so each
 * HTML file is complete and needs no JavaScript to show its content.
 */
const loading: Promise<unknown>[] = [];

export function loadBeforePrerender(module: Promise<unknown>): void {
  loading.push(module);
}

export async function prerenderReady(): Promise<void> {
  await Promise.all(loading);
}
