import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastDefaults } from "#src/content/ui.ts";
import { showToast, toastList } from "#src/lib/demo/toasts.ts";

const shown = () => [...document.querySelectorAll("[data-kind]")].map((toast) => toast.textContent);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("the demo's toasts", () => {
  it("are one polite live region at the end of the page, there before the first toast", () => {
    const list = toastList();
    expect(list.getAttribute("role")).toBe("status");
    expect(document.body.lastElementChild).toBe(list);
    expect(toastList()).toBe(list);
    showToast("success", "Link to this scenario copied");
    expect(document.querySelectorAll("[role=status]")).toHaveLength(1);
    expect(list.querySelector("[data-kind]")).toHaveAttribute("data-kind", "success");
  });

  it("show each message for the spec's 4 seconds", () => {
    showToast("error", "Could not copy the link");
    vi.advanceTimersByTime(toastDefaults.durationMs - 1);
    expect(shown()).toEqual(["Could not copy the link"]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it("show at most 3 at once, the oldest going first", () => {
    for (const n of [1, 2, 3, 4]) showToast("success", `toast ${n}`);
    expect(shown()).toEqual(["toast 2", "toast 3", "toast 4"]);
  });

  it("stay while the pointer is over one, and go the full time after it leaves", () => {
    showToast("success", "Link to this scenario copied");
    const toast = document.querySelector("[data-kind]")!;
    toast.dispatchEvent(new Event("pointerenter"));
    vi.advanceTimersByTime(toastDefaults.durationMs * 3);
    expect(shown()).toHaveLength(1);
    toast.dispatchEvent(new Event("pointerleave"));
    vi.advanceTimersByTime(toastDefaults.durationMs - 1);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toHaveLength(0);
  });
});
