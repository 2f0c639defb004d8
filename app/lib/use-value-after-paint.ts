import { useEffect, useState } from "react";
import { afterNextPaint } from "./after-next-paint";

/**
 * `value` as it was when the browser last finished painting: it follows
 * `value` one frame later. For output nobody watches being drawn (a screen
 * reader's live region), so that updating it adds nothing to the frame that
 * answers a click.
 */
export function useValueAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(
    () =>
      afterNextPaint(() => {
        setPainted(value);
      }),
    [value],
  );
  return painted;
}
