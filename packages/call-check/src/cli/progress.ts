/**
 * The progress line: on a terminal, once a batch has taken a second, "vigil-check: 1,200 of 10,000 calls checked" on
 * standard error, rewritten in place and cleared at the end. Never in a pipe or a CI log, where it would be noise.
 */
import type { Io } from "./main.ts";

const AFTER_MS = 1000;
const EVERY_MS = 100;

export function progressLine(io: Pick<Io, "stderr" | "stderrIsTerminal">, total: number, now = () => Date.now()) {
  const started = now();
  let shownAt = 0;
  let shown = false;
  return {
    show: (done: number) => {
      const at = now();
      if (!io.stderrIsTerminal || at - started < AFTER_MS || at - shownAt < EVERY_MS) return;
      shownAt = at;
      shown = true;
      io.stderr(`\rvigil-check: ${done.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} calls checked`);
    },
    end: () => {
      if (shown) io.stderr("\r\u001b[2K");
    },
  };
}
