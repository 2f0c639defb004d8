import type { ReactNode } from "react";

/** A name the reader may search for in their browser (a cookie, a storage key, a path), set as code. */
export function DocumentCode({ children }: { children: ReactNode }) {
  return (
    <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.875em] break-words text-slate-800">
      {children}
    </code>
  );
}
