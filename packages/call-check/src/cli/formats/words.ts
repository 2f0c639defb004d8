/** How the human formats (text, Markdown, JUnit's messages) write counts and times. */

/** Seconds from the start of a call as a clock: 75 → "1:15", 3725 → "1:02:05". */
export function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** "1 call", "3 calls", "0 findings". */
export const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;
