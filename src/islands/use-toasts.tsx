import { useCallback, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";

type ToasterModule = typeof import("#src/components/toaster.tsx");

/**
 * Toasts for an island. Sonner loads with the first toast (nothing on the first view shows one), and its list is
 * mounted at the end of <body>, outside the section that holds the island.
 */
export function useToasts(): {
  showToast: (kind: "success" | "error", message: string) => void;
  toaster: ReactNode;
} {
  const [loaded, setLoaded] = useState<ToasterModule | null>(null);
  const showToast = useCallback((kind: "success" | "error", message: string) => {
    void import("#src/components/toaster.tsx").then((module) => {
      setLoaded(module);
      // Sonner replays toasts created before its list subscribes, so the order does not matter.
      module.toast[kind](message);
    });
  }, []);
  return { showToast, toaster: loaded ? createPortal(<loaded.Toaster />, document.body) : null };
}
