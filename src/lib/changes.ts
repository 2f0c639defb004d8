/**
 * The dated record of what changed (the `changes` collection), newest first: all of it for /changes and its feed,
 * or the entries that touch one regulation guide, for the guide's "What changed".
 */
import { getCollection, type CollectionEntry } from "astro:content";

export type ChangeEntry = CollectionEntry<"changes">;

/** Newest first; entries of the same day by file name, so the order never depends on the file system. */
export async function changesNewestFirst(): Promise<ChangeEntry[]> {
  return (await getCollection("changes")).sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id),
  );
}

/** The changes a regulation guide lists under "What changed". */
export async function changesFor(regulation: string): Promise<ChangeEntry[]> {
  return (await changesNewestFirst()).filter((change) => change.data.regulations.includes(regulation));
}
