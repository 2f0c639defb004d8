import { lazyModule } from "~/lib/lazy-module";

/** Sonner is loaded with the first toast: nothing on the first view shows one. */
const toaster = lazyModule(() => import("./toaster"));

export async function showToast(kind: "success" | "error", message: string): Promise<void> {
  const { toast } = await toaster.load();
  // Sonner replays toasts created before its Toaster subscribes, so order does not matter.
  toast[kind](message);
}

/** Mounts the toast list once Sonner has been loaded. */
export function LazyToaster() {
  const module = toaster.useLoaded();
  return module ? <module.Toaster /> : null;
}
