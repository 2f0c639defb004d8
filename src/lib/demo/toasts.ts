/**
 * The demo's toasts (Copy link's confirmation): one list at the end of <body>, bottom right, with the spec's defaults
 * (src/content/ui.ts: at most 3 shown, each for 4 s, 356 px wide, 14 px apart). A polite live region, made when the
 * demo's script starts so that a screen reader already knows it when the first toast is added. A toast stays while
 * the pointer is over it.
 *
 * Styled with utilities the landing page's stylesheet has already, and the rest through the element's style (CSSOM,
 * which the policy allows): every byte of that stylesheet delays the font that paints the hero (decision 020).
 */
import { toastDefaults } from "#src/content/ui.ts";

export type ToastKind = "success" | "error";

const TOAST_LIST = "data-toast-list";
const KIND = {
  success: { classes: "bg-safe-50 text-safe-700 ring-safe-200", icon: "lucide--circle-check" },
  error: { classes: "bg-risk-50 text-risk-700 ring-risk-200", icon: "lucide--circle-alert" },
} as const;

/** The page's toast list, made on first call. */
export function toastList(): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[${TOAST_LIST}]`);
  if (found) return found;
  const list = document.createElement("div");
  list.setAttribute(TOAST_LIST, "");
  list.setAttribute("role", "status");
  list.setAttribute("aria-atomic", "false");
  list.className = "fixed flex flex-col";
  Object.assign(list.style, {
    right: "1rem",
    bottom: "1rem",
    zIndex: "50",
    pointerEvents: "none",
    width: `min(${toastDefaults.widthPx}px, 100vw - 2rem)`,
    gap: `${toastDefaults.gapPx}px`,
  });
  document.body.append(list);
  return list;
}

/** Shows `message` for the default duration; the oldest toast goes when a fourth arrives. */
export function showToast(kind: ToastKind, message: string): void {
  const list = toastList();
  const toast = document.createElement("p");
  toast.className = `flex items-center gap-2 rounded-lg px-4 py-3 text-sm font-medium shadow-lg ring-1 ${KIND[kind].classes}`;
  toast.dataset.kind = kind;
  toast.style.pointerEvents = "auto";
  const icon = document.createElement("span");
  icon.setAttribute("aria-hidden", "true");
  icon.className = `iconify size-4 shrink-0 ${KIND[kind].icon}`;
  toast.append(icon, message);
  list.append(toast);
  while (list.childElementCount > toastDefaults.visible) list.firstElementChild?.remove();

  const dismiss = () => {
    toast.remove();
  };
  let timer = setTimeout(dismiss, toastDefaults.durationMs);
  toast.addEventListener("pointerenter", () => {
    clearTimeout(timer);
  });
  toast.addEventListener("pointerleave", () => {
    timer = setTimeout(dismiss, toastDefaults.durationMs);
  });
}
