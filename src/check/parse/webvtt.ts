/**
 * WebVTT captions whose cues name their speaker with a voice tag, `<v Agent>…</v>`, or as "Agent: …". Other tags are
 * dropped and entities decoded, so markup in a transcript stays text.
 */
import { decodeCharacterReferences as decode } from "./character-references.ts";
import { clockSeconds } from "./plain.ts";
import { failure, success, type ParseResult, type RawTurn } from "./result.ts";
import { speakerQuestion, speakersOf } from "./speakers.ts";

const TIMING = /^((?:\d{1,2}:)?\d{2}:\d{2})[.,]\d{3}\s{1,10}-->/;
const VOICE = /<v(?:\.[\w.-]{0,40})?\s([^>]{1,60})>/g;
/** Cue tags (<c.yellow>, <i>, <ruby>…) and the timestamps of karaoke-style cues (<00:00:02.000>). */
const stripTags = (text: string): string => text.replace(/<(?:\/?[a-z][^<>]{0,100}|[\d:.]{5,12})>/gi, "");

interface Segment {
  label: string;
  text: string;
  time: number | null;
  /** The cue's payload lines in the source. */
  lineNumbers?: number[];
}

function cueSegments(payload: string, time: number | null): Segment[] {
  const tags = [...payload.matchAll(VOICE)];
  const voiced = tags.map((tag, index) => {
    const from = tag.index + tag[0].length;
    const next = tags[index + 1]?.index ?? payload.length;
    const close = payload.indexOf("</v>", from);
    const text = payload.slice(from, close !== -1 && close < next ? close : next);
    return { label: (tag[1] ?? "").trim(), text: decode(stripTags(text)).trim(), time };
  });
  if (voiced.length > 0) return voiced;
  const labelled = /^([A-Za-z][^:\n]{0,39}):\s?([\s\S]*)$/.exec(decode(stripTags(payload)));
  return labelled ? [{ label: (labelled[1] ?? "").trim(), text: (labelled[2] ?? "").trim(), time }] : [];
}

export function parseWebVtt(source: string, agentSpeaker: string): ParseResult {
  const segments: Segment[] = [];
  const lines = source.split(/\r?\n/);
  for (let at = 0; at < lines.length; at++) {
    const timing = TIMING.exec(lines[at] ?? "");
    if (!timing) continue;
    let end = at + 1;
    while (end < lines.length && (lines[end] ?? "").trim() !== "") end++;
    const lineNumbers = Array.from({ length: end - at - 1 }, (_, offset) => at + 1 + offset);
    const cue = cueSegments(lines.slice(at + 1, end).join(" "), clockSeconds(timing[1] ?? "0:00"));
    segments.push(...cue.map((segment) => ({ ...segment, lineNumbers })));
    at = end;
  }
  const labels = [...new Set(segments.map(({ label }) => label))];
  if (labels.length === 0) {
    return failure("no-labels", "The WebVTT cues name no speaker: give each cue a voice tag, such as <v Agent>…</v>.");
  }
  const speakers = speakersOf(labels, agentSpeaker);
  if (!speakers) return failure("speakers", speakerQuestion(labels), labels);
  const turns: RawTurn[] = segments.flatMap(({ label, text, time, lineNumbers }) => {
    const speaker = speakers.get(label);
    return speaker && text !== "" ? [{ speaker, text, time, origin: lineNumbers }] : [];
  });
  return success("webvtt", turns);
}
