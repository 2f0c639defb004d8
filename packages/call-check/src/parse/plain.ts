/**
 * Plain text, one turn per line: `Label: text`, with or without a leading `[00:01:23]`. A line without a label
 * continues the turn above it. Every expression here is anchored and bounded: a 300,000-character line is read in
 * one pass.
 */
import { failure, success, type ParseResult, type RawTurn } from "./result.ts";
import { speakerQuestion, speakersOf } from "./speakers.ts";

const TIMESTAMP = /^\s{0,20}[[(]?((?:\d{1,2}:)?\d{1,2}:\d{2})(?:[.,]\d{1,3})?[\])]?\s{0,20}/;
const LABELLED = /^([A-Za-z][^:\n]{0,39}):[ \t]?/;

/** "01:02:03" or "02:03" → seconds. */
export function clockSeconds(clock: string): number {
  return clock.split(":").reduce((total, part) => total * 60 + Number(part), 0);
}

interface Line {
  label: string | null;
  text: string;
  time: number | null;
  /** The source lines it was read from: its own, and any unlabelled lines that continue it. */
  lineNumbers: number[];
}

function readLine(line: string, lineNumber: number): Line {
  const stamp = TIMESTAMP.exec(line);
  const rest = stamp ? line.slice(stamp[0].length) : line;
  const labelled = LABELLED.exec(rest);
  return {
    label: labelled ? (labelled[1] ?? "").trim() : null,
    text: (labelled ? rest.slice(labelled[0].length) : rest).trim(),
    time: stamp ? clockSeconds(stamp[1] ?? "0") : null,
    lineNumbers: [lineNumber],
  };
}

/** Labelled lines as they are, before the labels are matched to speakers. */
function readLabelledLines(text: string): { lines: Line[]; labels: string[] } {
  const lines: Line[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    if (raw.trim() === "") continue;
    const line = readLine(raw, index);
    const previous = lines.at(-1);
    if (line.label === null && previous) {
      previous.text = `${previous.text} ${line.text}`.trim();
      previous.lineNumbers.push(index);
    } else lines.push(line);
  }
  return { lines, labels: [...new Set(lines.flatMap(({ label }) => (label === null ? [] : [label])))] };
}

export function parsePlain(text: string, agentSpeaker: string): ParseResult {
  const { lines, labels } = readLabelledLines(text);
  if (labels.length === 0) {
    return failure(
      "no-labels",
      "No speaker labels found. Put each turn on its own line as “Agent: …” or “Caller: …”, or paste a Vapi, Retell, OpenAI-style, WebVTT or SubRip transcript.",
    );
  }
  const speakers = speakersOf(labels, agentSpeaker);
  if (!speakers) return failure("speakers", speakerQuestion(labels), labels);
  const turns: RawTurn[] = [];
  for (const line of lines) {
    const speaker = line.label === null ? undefined : speakers.get(line.label);
    if (speaker && line.text !== "")
      turns.push({ speaker, text: line.text, time: line.time, origin: line.lineNumbers });
  }
  return success("plain", turns);
}
