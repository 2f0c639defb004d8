/** A primary click without a modifier: a modified one (new tab, new window) keeps a link's own behaviour. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
