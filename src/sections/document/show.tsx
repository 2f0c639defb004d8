import type { ReactNode } from "react";

type ShowProps = {
  children: ReactNode;
} & (
  | {
      /** Shown when this fact is set (a value, or true). */
      when: unknown;
    }
  | {
      /** Shown when this fact is not set. */
      unless: unknown;
    }
);

/**
 * Text that depends on a configured fact, in the MDX: `<Show when={props.facts.hosting}>…</Show>`. An absent fact
 * is not known yet, and the text beside it in `<Show unless={…}>` says what stays true instead. Its children are
 * rendered whatever the condition, so an expression inside uses `?.` on a fact that may be absent.
 */
export function Show(props: ShowProps) {
  const shown = "when" in props ? Boolean(props.when) : !props.unless;
  return shown ? props.children : null;
}
