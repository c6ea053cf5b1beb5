/**
 * Event scripts for stories: AG-UI 1.x event sequences for every reasoning state, built the way a real
 * server streams them (explicit START/CONTENT/END, spans, encrypted values). Timestamps are synthetic and
 * relative to `t0`, so durations shown in stories are stable.
 */
import type { BaseEvent } from "@reasoning-ui/core";

export const SAMPLE_REASONING =
  "The user wants to know whether to bring an umbrella to Paris tomorrow. I should check the forecast first. " +
  "Météo-France predicts light rain in the afternoon with a 70% chance of precipitation. " +
  "Morning looks dry, so the answer depends on when they go out. " +
  "I will recommend a compact umbrella and mention the timing.";

export const SAMPLE_SUMMARY = "Checked the Paris forecast: afternoon rain is likely, mornings are dry.";

export const SAMPLE_ANSWER = "Yes — take a compact umbrella. Rain is likely after 2 pm; the morning should stay dry.";

/** A placeholder that looks like a JWE. Stories never decrypt it and it must never reach the DOM. */
export const FAKE_ENCRYPTED = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..c3Rvcnktb25seQ.ZW5jcnlwdGVkLXJlYXNvbmluZw.dGFn";

/** Splits text into word-sized deltas, keeping the spaces (concatenation gives the text back). */
export function toDeltas(text: string, wordsPerDelta = 1): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  if (wordsPerDelta <= 1) return words;
  const out: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerDelta) out.push(words.slice(i, i + wordsPerDelta).join(""));
  return out;
}

export type Visibility = "visible" | "summary" | "hidden";
export type Ending = "complete" | "streaming" | "interrupted" | "error";

export interface ScriptOptions {
  visibility: Visibility;
  /** How the reasoning ends: `streaming` stops mid-stream (no END events), `interrupted` finishes the run with reasoning still open, `error` sends RUN_ERROR. */
  ending?: Ending;
  /** Reasoning duration in ms, spread over the deltas (default 12 s). */
  durationMs?: number;
  /** Start time, ms since epoch (default: now minus durationMs for complete runs, now for streaming). */
  t0?: number;
  text?: string;
  answer?: string;
  runId?: string;
  /** Number of reasoning messages inside the span (default 1). */
  parts?: number;
  /** Only emit this many reasoning deltas (for "streaming" snapshots). */
  deltaLimit?: number;
  /** Words per reasoning delta (default 1). Larger deltas make long texts stream quickly. */
  wordsPerDelta?: number;
  /**
   * When the encrypted value of a `summary`/`hidden` message arrives: `"end"` (default, after
   * REASONING_MESSAGE_END, as most providers send it) or `"start"` (right after REASONING_MESSAGE_START, so a
   * streaming message is already known to be encrypted — shows the hidden indicator while streaming).
   */
  encryptedValueAt?: "start" | "end";
}

/** The events of one run showing reasoning in the given visibility mode and ending. */
export function reasoningRun(options: ScriptOptions): BaseEvent[] {
  const { visibility, ending = "complete", durationMs = 12_000, runId = "run-1", parts = 1, wordsPerDelta = 1, encryptedValueAt = "end" } = options;
  const text = options.text ?? (visibility === "summary" ? SAMPLE_SUMMARY : SAMPLE_REASONING);
  const t0 = options.t0 ?? Date.now() - (ending === "streaming" ? 4_000 : durationMs + 1_000);
  const span = `${runId}-span`;
  const events: BaseEvent[] = [{ type: "RUN_STARTED", threadId: "thread-story", runId, timestamp: t0 } as BaseEvent];
  events.push({ type: "REASONING_START", messageId: span, timestamp: t0 } as BaseEvent);
  const partTexts = splitParts(visibility === "hidden" ? "" : text, parts);
  const allDeltas = partTexts.reduce((n, p) => n + toDeltas(p, wordsPerDelta).length, 0) || 1;
  let emitted = 0;
  let t = t0;
  const step = durationMs / (allDeltas + parts * 2);
  for (let i = 0; i < partTexts.length; i++) {
    const messageId = `${runId}-reasoning-${i + 1}`;
    events.push({ type: "REASONING_MESSAGE_START", messageId, role: "reasoning", timestamp: (t += step) } as BaseEvent);
    const last = i === partTexts.length - 1;
    if (visibility !== "visible" && last && encryptedValueAt === "start") {
      events.push({ type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: messageId, encryptedValue: FAKE_ENCRYPTED, timestamp: t } as BaseEvent);
    }
    for (const delta of toDeltas(partTexts[i] ?? "", wordsPerDelta)) {
      if (options.deltaLimit !== undefined && emitted >= options.deltaLimit) return finish(events, ending, runId, t);
      events.push({ type: "REASONING_MESSAGE_CONTENT", messageId, delta, timestamp: (t += step) } as BaseEvent);
      emitted++;
    }
    if (ending === "streaming" && i === partTexts.length - 1) return events;
    if (ending === "interrupted" || ending === "error") return finish(events, ending, runId, t);
    events.push({ type: "REASONING_MESSAGE_END", messageId, timestamp: (t += step) } as BaseEvent);
    if (visibility !== "visible" && last && encryptedValueAt === "end") {
      events.push({ type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: messageId, encryptedValue: FAKE_ENCRYPTED, timestamp: t } as BaseEvent);
    }
  }
  events.push({ type: "REASONING_END", messageId: span, timestamp: t0 + durationMs } as BaseEvent);
  return finish(events, ending, runId, t0 + durationMs, options.answer ?? SAMPLE_ANSWER);
}

function finish(events: BaseEvent[], ending: Ending, runId: string, t: number, answer?: string): BaseEvent[] {
  if (ending === "streaming") return events;
  if (ending === "error") {
    events.push({ type: "RUN_ERROR", message: "The model provider timed out.", code: "upstream_timeout", timestamp: t + 10 } as BaseEvent);
    return events;
  }
  if (answer) {
    const messageId = `${runId}-answer`;
    events.push({ type: "TEXT_MESSAGE_START", messageId, role: "assistant", timestamp: t + 10 } as BaseEvent);
    for (const delta of toDeltas(answer)) events.push({ type: "TEXT_MESSAGE_CONTENT", messageId, delta, timestamp: t + 20 } as BaseEvent);
    events.push({ type: "TEXT_MESSAGE_END", messageId, timestamp: t + 30 } as BaseEvent);
  }
  events.push({ type: "RUN_FINISHED", threadId: "thread-story", runId, timestamp: t + 40 } as BaseEvent);
  return events;
}

function splitParts(text: string, parts: number): string[] {
  if (parts <= 1) return [text];
  const sentences = text.match(/[^.!?]+[.!?]+\s*/g) ?? [text];
  const out: string[] = Array.from({ length: parts }, () => "");
  sentences.forEach((s, i) => (out[Math.min(parts - 1, Math.floor((i * parts) / sentences.length))] += s));
  return out;
}

/** A tool call that carries encrypted reasoning, then its result and the final answer. */
export function toolCallRun(runId = "run-tool", t0 = Date.now() - 5_000): BaseEvent[] {
  const parent = `${runId}-assistant`;
  const toolCallId = `${runId}-call-1`;
  return [
    { type: "RUN_STARTED", threadId: "thread-story", runId, timestamp: t0 },
    { type: "TOOL_CALL_START", toolCallId, toolCallName: "get_weather", parentMessageId: parent, timestamp: t0 + 100 },
    { type: "TOOL_CALL_ARGS", toolCallId, delta: '{"city":"Paris",', timestamp: t0 + 200 },
    { type: "TOOL_CALL_ARGS", toolCallId, delta: '"day":"tomorrow"}', timestamp: t0 + 300 },
    { type: "TOOL_CALL_END", toolCallId, timestamp: t0 + 400 },
    { type: "REASONING_ENCRYPTED_VALUE", subtype: "tool-call", entityId: toolCallId, encryptedValue: FAKE_ENCRYPTED, timestamp: t0 + 450 },
    { type: "TOOL_CALL_RESULT", messageId: `${runId}-tool-result`, toolCallId, content: '{"forecast":"light rain after 14:00","chance":0.7}', role: "tool", timestamp: t0 + 900 },
    { type: "TEXT_MESSAGE_START", messageId: `${runId}-answer`, role: "assistant", timestamp: t0 + 1000 },
    { type: "TEXT_MESSAGE_CONTENT", messageId: `${runId}-answer`, delta: SAMPLE_ANSWER, timestamp: t0 + 1100 },
    { type: "TEXT_MESSAGE_END", messageId: `${runId}-answer`, timestamp: t0 + 1200 },
    { type: "RUN_FINISHED", threadId: "thread-story", runId, timestamp: t0 + 1300 },
  ] as BaseEvent[];
}

/** The user's turn that precedes a run, as a plain AG-UI message. */
export function userMessage(text: string, id = `user-${Math.random().toString(36).slice(2, 8)}`) {
  return { id, role: "user" as const, content: text };
}
