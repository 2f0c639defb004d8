/** Replacing what a transcript must not keep: the span's kind, in brackets, where the value was. */
import type { SensitiveKind, Span } from "./types.ts";

export const REPLACEMENT: Record<SensitiveKind, string> = {
  card: "[card number]",
  securityCode: "[security code]",
  ssn: "[SSN]",
  email: "[email]",
  phone: "[phone]",
};

/** Spans sorted, overlaps merged (the first kind kept), so each character is replaced at most once. */
function orderedSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

export function redactText(text: string, spans: readonly Span[]): string {
  let result = "";
  let at = 0;
  for (const span of orderedSpans(spans)) {
    result += text.slice(at, span.start) + REPLACEMENT[span.kind];
    at = span.end;
  }
  return result + text.slice(at);
}
