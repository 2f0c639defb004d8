/**
 * The browser's floor for an interaction, as the zero-JS copy is for paint times: the same DOM changes the
 * site makes for a click, applied by a listener that keeps the click's events from the site, so that none of
 * its JavaScript runs. What is left is the browser's own work for what the click changes on screen (style,
 * layout, paint, raster) on this machine.
 */
import type { Page } from "@playwright/test";

/** An attribute the site set during one event: the element by its path of child indexes from `<html>`. */
export interface AttributeChange {
  path: number[];
  name: string;
  value: string | null;
}

/** The changes made during each event of an interaction, by event type. */
export type RecordedChanges = Partial<Record<string, AttributeChange[]>>;

const EVENT_TYPES = ["pointerdown", "mousedown", "pointerup", "mouseup", "click"];

/**
 * Runs `interact` and returns the attributes the site changed while the interaction's events were dispatched
 * (after each event, so React's update is included). Anything but attribute changes in that time (nodes or
 * text) cannot be replayed by path and fails loudly.
 */
export async function recordDomChanges(page: Page, interact: () => Promise<unknown>): Promise<RecordedChanges> {
  await page.evaluate((types) => {
    const store = window as unknown as {
      __recording?: { recorded: Record<string, AttributeChange[]>; error?: string };
    };
    // Installed once; a later recording on the same page starts from empty.
    if (store.__recording) {
      store.__recording.recorded = {};
      store.__recording.error = undefined;
      return;
    }
    const recording: { recorded: Record<string, AttributeChange[]>; error?: string } = { recorded: {} };
    store.__recording = recording;
    const root = document.documentElement;
    // (No named helper functions in here: tsx would wrap them in a `__name` call the page does not have.)
    // Records reach the observer's callback in a microtask (usually right after React's commit); those still
    // queued come from takeRecords().
    let pending: MutationRecord[] = [];
    const observer = new MutationObserver((records) => {
      pending.push(...records);
    });
    observer.observe(root, { subtree: true, attributes: true, characterData: true, childList: true });
    for (const type of types) {
      // Capturing on window runs before the site's listeners: what changed before the event is not its doing.
      window.addEventListener(
        type,
        () => {
          observer.takeRecords();
          pending = [];
        },
        true,
      );
      // Bubbling on window runs after React's listener on the document, and after the update React commits
      // in that listener's microtask.
      window.addEventListener(type, () => {
        const records = [...pending, ...observer.takeRecords()];
        pending = [];
        const unsupported = records.find((record) => record.type !== "attributes");
        if (unsupported) recording.error = `a ${unsupported.type} change during ${type}`;
        const changes = records.map((record) => {
          const element = record.target as Element;
          const name = record.attributeName ?? "";
          const path: number[] = [];
          for (let node = element; node !== root && node.parentElement; node = node.parentElement) {
            path.unshift([...node.parentElement.children].indexOf(node));
          }
          return { path, name, value: element.getAttribute(name) };
        });
        if (changes.length > 0) (recording.recorded[type] ??= []).push(...changes);
      });
    }
  }, EVENT_TYPES);
  await interact();
  const { recorded, error } = await page.evaluate(
    () => (window as unknown as { __recording: { recorded: RecordedChanges; error?: string } }).__recording,
  );
  if (error) throw new Error(`interaction floor: cannot replay ${error}`);
  if (Object.keys(recorded).length === 0) throw new Error("interaction floor: the interaction changed nothing");
  return recorded;
}

/**
 * From now on, the page's pointer and click events never reach the site: each applies, instead, the changes
 * `recorded` for its type (once). Call again before each interaction with that interaction's changes, and
 * `checkReplayed` after it.
 */
export async function replayWithoutJavaScript(page: Page, recorded: RecordedChanges): Promise<void> {
  await page.evaluate(
    ({ recorded, types }) => {
      const store = window as unknown as {
        __replay: RecordedChanges;
        __replayInstalled?: boolean;
        __replayError?: string;
      };
      store.__replay = recorded;
      if (store.__replayInstalled) return;
      store.__replayInstalled = true;
      for (const type of types) {
        window.addEventListener(
          type,
          (event) => {
            event.stopImmediatePropagation();
            const changes = store.__replay[type] ?? [];
            store.__replay[type] = undefined;
            for (const { path, name, value } of changes) {
              const element = path.reduce<Element | undefined>(
                (node, index) => node?.children[index],
                document.documentElement,
              );
              if (!element) store.__replayError = `no element at ${path.join(".")}`;
              else if (value === null) element.removeAttribute(name);
              else element.setAttribute(name, value);
            }
          },
          true,
        );
      }
    },
    { recorded, types: EVENT_TYPES },
  );
}

/** Throws if the last interaction did not apply every recorded change. */
export async function checkReplayed(page: Page): Promise<void> {
  const problem = await page.evaluate(() => {
    const store = window as unknown as { __replay: RecordedChanges; __replayError?: string };
    const left = Object.keys(store.__replay).filter((type) => store.__replay[type] !== undefined);
    return store.__replayError ?? (left.length > 0 ? `no ${left.join(", ")} event came` : undefined);
  });
  if (problem) throw new Error(`interaction floor: ${problem}`);
}
