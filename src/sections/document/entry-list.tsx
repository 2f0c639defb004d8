import type { ReactNode } from "react";

/** A column of titled cards (`<Entry>`s): the frameworks' statuses, the documents one can ask for. */
export function EntryList({ children }: { children: ReactNode }) {
  return <ul className="mt-4 grid gap-4">{children}</ul>;
}
