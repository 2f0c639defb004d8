/** Interface constants from the spec (section 9). */

/** Law tooltips: open after hovering 700 ms; moving to the next within 300 ms opens it at once. */
export const tooltipDelays = { openMs: 700, skipMs: 300 } as const;

/** Toasts (the 'Copy link' confirmation, src/lib/demo/toasts.ts): at most 3 visible, 4 s each, 356 px wide, 14 px apart. */
export const toastDefaults = { visible: 3, durationMs: 4000, widthPx: 356, gapPx: 14 } as const;
