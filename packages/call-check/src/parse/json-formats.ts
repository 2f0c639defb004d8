/**
 * The JSON transcripts of voice-agent platforms, recognized by their shape: Vapi's call object and its
 * end-of-call-report, Retell's call object and its webhook envelope, and an OpenAI-style messages array (as LiveKit
 * and Pipecat transcripts are commonly saved). System prompts, tool calls and tool results are not turns.
 */
import type { Direction, Speaker } from "../types.ts";
import { parsePlain } from "./plain.ts";
import { failure, success, type ParseResult, type RawTurn } from "./result.ts";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const seconds = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** A JSON path to a string, for the redacted copy. */
type JsonPath = readonly (string | number)[];

function vapiTurns(messages: unknown[], base: JsonPath): RawTurn[] {
  const roles: Record<string, Speaker> = { bot: "agent", assistant: "agent", user: "caller" };
  return messages.flatMap((message, index): RawTurn[] => {
    if (!isObject(message)) return [];
    const speaker = roles[text(message.role)];
    const said = text(message.message) || text(message.content);
    const field = text(message.message) ? "message" : "content";
    if (!speaker || said === "") return [];
    return [{ speaker, text: said, time: seconds(message.secondsFromStart), origin: [...base, index, field] }];
  });
}

const vapiDirection = (call: unknown): Direction | null => {
  const type = isObject(call) ? text(call.type) : "";
  return type === "outboundPhoneCall" ? "outbound" : type === "inboundPhoneCall" ? "inbound" : null;
};

/**
 * The UTC day a time gives: an ISO 8601 string (Vapi's `startedAt`) or milliseconds since 1970 (Retell's
 * `start_timestamp`); null when it is neither or out of range, so a malformed field never becomes a date.
 */
function dayOf(value: unknown): string | null {
  const time = typeof value === "string" ? Date.parse(value) : typeof value === "number" ? value : Number.NaN;
  if (!Number.isFinite(time) || time < 0 || time > 8.64e15) return null;
  return new Date(time).toISOString().slice(0, 10);
}

const vapiStartedOn = (...holders: unknown[]): string | null =>
  holders.map((holder) => (isObject(holder) ? dayOf(holder.startedAt) : null)).find((day) => day !== null) ?? null;

function retellTurns(call: Json, base: JsonPath, agentSpeaker: string): ParseResult {
  const direction = call.direction === "outbound" || call.direction === "inbound" ? call.direction : null;
  const startedOn = dayOf(call.start_timestamp);
  if (Array.isArray(call.transcript_object)) {
    const turns = call.transcript_object.flatMap((utterance, index): RawTurn[] => {
      if (!isObject(utterance)) return [];
      const speaker: Speaker | null =
        utterance.role === "agent" ? "agent" : utterance.role === "user" ? "caller" : null;
      const said = text(utterance.content);
      if (!speaker || said === "") return [];
      const words = Array.isArray(utterance.words) ? utterance.words : [];
      const time = isObject(words[0]) ? seconds(words[0].start) : null;
      return [{ speaker, text: said, time, origin: [...base, "transcript_object", index, "content"] }];
    });
    return success("retell-call", turns, direction, startedOn);
  }
  const plain = parsePlain(text(call.transcript), agentSpeaker);
  return plain.ok ? success("retell-call", plain.transcript.turns, direction, startedOn) : plain;
}

function messagesTurns(messages: unknown[]): RawTurn[] {
  return messages.flatMap((message, index): RawTurn[] => {
    if (!isObject(message)) return [];
    const speaker: Speaker | null = message.role === "assistant" ? "agent" : message.role === "user" ? "caller" : null;
    const content = message.content;
    const said =
      typeof content === "string"
        ? content.trim()
        : Array.isArray(content)
          ? content
              .map((part) => (isObject(part) ? text(part.text) : ""))
              .join(" ")
              .trim()
          : "";
    if (!speaker || said === "") return [];
    return [{ speaker, text: said, time: null, origin: typeof content === "string" ? [index, "content"] : null }];
  });
}

const isMessage = (value: unknown): boolean => isObject(value) && typeof value.role === "string" && "content" in value;

const SUPPORTED_SHAPES =
  "a Vapi call object or end-of-call-report, a Retell call object or webhook, or an OpenAI-style messages array";

/** The turns of a parsed JSON document, by its shape. */
export function parseJsonTranscript(document: unknown, agentSpeaker: string): ParseResult {
  if (isObject(document)) {
    const report = isObject(document.message) ? document.message : null;
    if (report && report.type === "end-of-call-report") {
      const artifact = isObject(report.artifact) ? report.artifact : {};
      const messages = Array.isArray(artifact.messages)
        ? artifact.messages
        : Array.isArray(report.messages)
          ? report.messages
          : [];
      const base: JsonPath = Array.isArray(artifact.messages)
        ? ["message", "artifact", "messages"]
        : ["message", "messages"];
      const startedOn = vapiStartedOn(report, report.call);
      return success("vapi-report", vapiTurns(messages, base), vapiDirection(report.call), startedOn);
    }
    if (typeof document.event === "string" && isObject(document.call)) {
      const result = retellTurns(document.call, ["call"], agentSpeaker);
      return result.ok ? { ok: true, transcript: { ...result.transcript, format: "retell-webhook" } } : result;
    }
    const artifact = isObject(document.artifact) ? document.artifact : null;
    if (artifact && Array.isArray(artifact.messages)) {
      const turns = vapiTurns(artifact.messages, ["artifact", "messages"]);
      return success("vapi-call", turns, vapiDirection(document), vapiStartedOn(document));
    }
    if (/PhoneCall$|^webCall$/.test(text(document.type)) && Array.isArray(document.messages)) {
      const turns = vapiTurns(document.messages, ["messages"]);
      return success("vapi-call", turns, vapiDirection(document), vapiStartedOn(document));
    }
    if (
      Array.isArray(document.transcript_object) ||
      (typeof document.call_id === "string" && typeof document.transcript === "string")
    ) {
      return retellTurns(document, [], agentSpeaker);
    }
    if (Array.isArray(document.messages) && document.messages.some(isMessage)) {
      const turns = messagesTurns(document.messages).map((turn) => ({
        ...turn,
        origin: turn.origin ? ["messages", ...(turn.origin as JsonPath)] : null,
      }));
      return success("messages", turns);
    }
  }
  if (Array.isArray(document) && document.some(isMessage)) return success("messages", messagesTurns(document));
  return failure(
    "unknown-shape",
    `This JSON is not a transcript shape the checker knows. It reads ${SUPPORTED_SHAPES}.`,
  );
}
