/**
 * The index a tablist's arrow keys, Home and End move to (WAI-ARIA tabs
 * pattern, wrapping). Returns null for any other key. Up/Down work as well
 * because the tiles wrap onto several rows on narrow screens.
 */
export function nextIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
