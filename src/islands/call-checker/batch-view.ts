/**
 * What a batch needs on the page, in one module the checker imports on demand (when several files, or a folder, are
 * given): the ways files are gathered and the batch's results. A visitor who checks one call never downloads it.
 */
export { BatchResults } from "./batch-results.tsx";
export { gatherDropped, gatherPicked, type Gathered } from "./gather-files.ts";
export { startBatch } from "./start-batch.ts";
