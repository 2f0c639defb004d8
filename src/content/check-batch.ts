/**
 * What a batch of calls on /check says with a figure or a name in it: code, bundled with the batch's own script, which
 * loads only when a batch starts. Its words alone are the island's props, with the rest of the checker's
 * (`checkPageText` in ./check-page.ts).
 */
const count = (n: number) => n.toLocaleString("en-US");
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

export const checkBatch = {
  /** While it runs: "Checked 340 of 1,000 files…". */
  progress: (read: number, total: number): string => `Checked ${count(read)} of ${plural(total, "file", "files")}…`,
  /** Once it ends, or is stopped. */
  summary: (r: { files: number; calls: number; flagged: number; unread: number; stopped: boolean }): string =>
    `${r.stopped ? "Stopped after" : "Checked"} ${plural(r.files, "file", "files")}: ${plural(r.calls, "call", "calls")}, ${count(r.flagged)} with findings${r.unread > 0 ? `, ${plural(r.unread, "input", "inputs")} not read` : ""}.`,
  skipped: (n: number): string => `${plural(n, "file", "files")} of the folders skipped: not a transcript’s ending`,
  /** "Calls 51–100 of 1,020". */
  rows: (from: number, to: number, total: number): string =>
    total === 0 ? "No calls to show" : `Calls ${count(from)}–${count(to)} of ${count(total)}`,
  unread: (name: string, why: string): string => `${name} ${why}.`,
  speakersHint: " Choose the call to name which speaker is the agent.",
} as const;
