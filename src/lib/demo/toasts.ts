/**
 * The demo's toasts (Copy link's confirmation): one list at the end of <body>, bottom right, with the spec's defaults
 * (src/content/ui.ts: at most 3 shown, each for 4 s, 356 px wide, 14 px apart; the sizes are drawn by
 * src/styles/demo-plugin.ts). A polite live region, made when the demo's script starts so that a screen reader
 * already knows it when the first toast is added. A toast stays while the pointer is over it.
 */
import { toastDefaults } from "#src/content/ui.ts";

export type ToastKind = "success" | "error";

const TOAST_LIST = "data-toast-list";

/** The page's toast list, made on first call. */
export function toastList(): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[${TOAST_LIST}]`);
  if (found) return found;
  const list = document.createElement("div");
  list.setAttribute(TOAST_LIST, "");
  list.setAttribute("role", "status");
  list.setAttribute("aria-atomic", "false");
  list.className = "toast-list";
  document.body.append(list);
  return list;
}

/** Shows `message` for the default duration; the oldest toast goes when a fourth arrives. */
export function showToast(kind: ToastKind, message: string): void {
  const list = toastList();
  const toast = document.createElement("p");
  toast.className = "toast";
  toast.dataset.kind = kind;
  const icon = document.createElement("span");
  icon.setAttribute("aria-hidden", "true");
  icon.className = `iconify size-4 shrink-0 ${kind === "success" ? "lucide--circle-check" : "lucide--circle-alert"}`;
  toast.append(icon, message);
  list.append(toast);
  while (list.childElementCount > toastDefaults.visible) list.firstElementChild?.remove();

  let timer = setTimeout(() => {
    toast.remove();
  }, toastDefaults.durationMs);
  toast.addEventListener("pointerenter", () => {
    clearTimeout(timer);
  });
  toast.addEventListener("pointerleave", () => {
    timer = setTimeout(() => {
      toast.remove();
    }, toastDefaults.durationMs);
  });
}
