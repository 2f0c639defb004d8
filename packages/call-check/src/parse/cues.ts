/**
 * What caption formats share (WebVTT, SubRip): the cue timing line, a cue's text read into what each speaker said,
 * and those speakers matched to the agent and the caller. Tags are dropped and character references decoded, so
 * markup in a transcript stays text.
 */
import { decodeCharacterReferences as decode } from "./character-references.ts";
import { success, failure, type ParseResult, type RawTurn } from "./result.ts";
import { speakerQuestion, speakersOf } from "./speakers.ts";
import type { FormatId } from "../types.ts";

/** "00:00:01.000 -->" (WebVTT) or "00:00:01,000 -->" (SubRip): the cue's start is its first group. */
export const TIMING = /^((?:\d{1,2}:)?\d{2}:\d{2})[.,]\d{3}\s{1,10}-->/;
const VOICE = /<v(?:\.[\w.-]{0,40})?\s([^>]{1,60})>/g;
const LABELLED = /^([A-Za-z][^:\n]{0,39}):\s?([\s\S]*)$/;
/** Cue tags (<c.yellow>, <i>, <ruby>…) and the timestamps of karaoke-style cues (<00:00:02.000>). */
const stripTags = (text: string): string => text.replace(/<(?:\/?[a-z][^<>]{0,100}|[\d:.]{5,12})>/gi, "");

export interface Segment {
  /** Null when the text names no speaker: it continues the segment before it. */
  label: string | null;
  text: string;
  time: number | null;
  /** The source lines it was read from. */
  lineNumbers: number[];
}

function labelled(text: string, time: number | null, lineNumbers: number[]): Segment {
  const match = LABELLED.exec(decode(stripTags(text)).trim());
  const [label, said] = match ? [(match[1] ?? "").trim(), match[2] ?? ""] : [null, decode(stripTags(text))];
  return { label, text: said.trim(), time, lineNumbers };
}

/**
 * A cue's payload (`lines`, from source line `first`): one segment per voice tag, or else per dialogue line
 * ("- Agent: …", as subtitles mark a change of speaker), or else the cue's "Agent: …".
 */
export function cueSegments(lines: readonly string[], first: number, time: number | null): Segment[] {
  const all = lines.map((_, offset) => first + offset);
  const payload = lines.join(" ");
  const tags = [...payload.matchAll(VOICE)];
  if (tags.length > 0) {
    return tags.map((tag, index) => {
      const from = tag.index + tag[0].length;
      const next = tags[index + 1]?.index ?? payload.length;
      const close = payload.indexOf("</v>", from);
      const text = payload.slice(from, close !== -1 && close < next ? close : next);
      return { label: (tag[1] ?? "").trim(), text: decode(stripTags(text)).trim(), time, lineNumbers: all };
    });
  }
  const dialogue: { text: string; lineNumbers: number[] }[] = [];
  for (const [offset, line] of lines.entries()) {
    const dash = /^\s{0,4}-\s?/.exec(stripTags(line));
    const previous = dialogue.at(-1);
    if (dash || !previous)
      dialogue.push({ text: dash ? stripTags(line).slice(dash[0].length) : line, lineNumbers: [] });
    else previous.text = `${previous.text} ${line}`;
    dialogue.at(-1)?.lineNumbers.push(first + offset);
  }
  return dialogue.map(({ text, lineNumbers }) => labelled(text, time, lineNumbers));
}

/** The turns of a caption file's segments; a segment without a label continues the one before, as in plain text. */
export function cueTurns(segments: readonly Segment[], agentSpeaker: string, format: FormatId, noLabels: string) {
  const spoken: (Segment & { label: string })[] = [];
  for (const segment of segments) {
    const previous = spoken.at(-1);
    if (segment.label !== null)
      spoken.push({ ...segment, label: segment.label, lineNumbers: [...segment.lineNumbers] });
    else if (previous) {
      previous.text = `${previous.text} ${segment.text}`.trim();
      previous.lineNumbers.push(...segment.lineNumbers);
    }
  }
  const labels = [...new Set(spoken.map(({ label }) => label))];
  if (labels.length === 0) return failure("no-labels", noLabels);
  const speakers = speakersOf(labels, agentSpeaker);
  if (!speakers) return failure("speakers", speakerQuestion(labels), labels);
  const turns: RawTurn[] = spoken.flatMap(({ label, text, time, lineNumbers }) => {
    const speaker = speakers.get(label);
    return speaker && text !== "" ? [{ speaker, text, time, origin: lineNumbers }] : [];
  });
  return success(format, turns) satisfies ParseResult;
}
