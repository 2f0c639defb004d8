/**
 * The one call playing on the page, if any: starting another stops it, and a change in the demo (another industry,
 * Mitigate, Back) stops it too. Kept apart from the speech code, which loads on the first press.
 */
let stopActive: (() => void) | null = null;

/** Stops the call that is playing, if one is. */
export function stopActiveCall(): void {
  stopActive?.();
}

/** Records `stop` as the way to end the call now playing, after stopping any other. */
export function setActiveCall(stop: () => void): void {
  if (stopActive !== stop) stopActiveCall();
  stopActive = stop;
}

/** Forgets `stop` once its call has ended. */
export function clearActiveCall(stop: () => void): void {
  if (stopActive === stop) stopActive = null;
}
