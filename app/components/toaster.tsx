import { Toaster as Sonner } from "sonner";
import { toastDefaults } from "~/content/ui";

/** The page's toast list, with the spec's defaults. */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={toastDefaults.visible}
      duration={toastDefaults.durationMs}
      gap={toastDefaults.gapPx}
      position="bottom-right"
      richColors
    />
  );
}
