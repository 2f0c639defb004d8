/** A worker thread of ./check-all.ts: checks each slice of calls it is handed, with the batch's settings. */
import { parentPort, workerData } from "node:worker_threads";
import type { CheckJob } from "./check-all.ts";
import { checkSource } from "./check.ts";
import type { Source } from "../batch/sources.ts";

const job = workerData as CheckJob;
parentPort?.on("message", ({ at, sources }: { at: number; sources: Source[] }) => {
  parentPort?.postMessage({ at, results: sources.map((source) => checkSource(source, job.settings, job)) });
});
