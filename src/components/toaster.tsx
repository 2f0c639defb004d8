import { Toaster as Sonner, toast } from "sonner";
import { toastDefaults } from "#src/content/ui.ts";

export { toast };

/** The page's toast list with the spec's defaults; Sonner's own width is the spec's 356 px. */
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
