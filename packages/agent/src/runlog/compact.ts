import type { LogEntry } from "./types";

/** Content events whose consecutive deltas fold to the same state when joined, by the field naming their target. */
const DELTA_KEY: Record<string, string> = {
  TEXT_MESSAGE_CONTENT: "messageId",
  REASONING_MESSAGE_CONTENT: "messageId",
  TOOL_CALL_ARGS: "toolCallId",
};

interface Delta {
  type: string;
  delta: string;
  timestamp?: number;
  [key: string]: unknown;
}

/**
 * The fast path: a delta as `JSON.stringify` writes an event built in wire order — `{"type":…,"<id field>":"…",
 * "delta":"…"[,"timestamp":n]}` and nothing else — read without parsing: its head (up to `"delta":`), the delta's
 * escaped JSON text, and its tail. Two JSON string literals join by concatenating their escaped contents.
 */
const FAST = /^(\{"type":"(?:TEXT_MESSAGE_CONTENT|REASONING_MESSAGE_CONTENT)","messageId":"(?:[^"\\]|\\.)*","delta":|\{"type":"TOOL_CALL_ARGS","toolCallId":"(?:[^"\\]|\\.)*","delta":)"((?:[^"\\]|\\.)*)"((?:,"timestamp":-?\d+(?:\.\d+)?)?\})$/;

/** The event as a delta that may merge, or undefined (any field beyond type, target, delta and timestamp forbids it). */
function asDelta(data: string): Delta | undefined {
  // Cheap pre-check before parsing: only content events are candidates.
  if (!data.includes("_CONTENT") && !data.includes("TOOL_CALL_ARGS")) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  const e = value as Delta;
  const key = DELTA_KEY[e?.type];
  if (!key || typeof e.delta !== "string" || typeof e[key] !== "string") return undefined;
  for (const k in e) if (k !== "type" && k !== key && k !== "delta" && k !== "timestamp") return undefined;
  return e;
}

/**
 * Merges runs of consecutive content deltas of one message or tool call (`TEXT_MESSAGE_CONTENT`,
 * `REASONING_MESSAGE_CONTENT`, `TOOL_CALL_ARGS` with nothing but `type`, the id, `delta` and `timestamp`) into
 * one event whose delta is their concatenation, as AG-UI's `compactEvents` does: the folded state is identical
 * (the reducer appends deltas; it keeps no per-delta time). The merged entry keeps the first one's `timestamp`
 * and carries the LAST merged `seq`, so a reader that stops after it resumes after every delta it holds.
 * Everything else (encrypted values, starts, ends, metadata) passes through byte-for-byte. O(entries).
 */
export function compactEntries(entries: readonly LogEntry[]): LogEntry[] {
  if (entries.length < 2) return entries as LogEntry[];
  const out: LogEntry[] = [];
  let fast: { head: string; parts: string[]; tail: string; seq: number; raw: LogEntry } | undefined;
  const closeFast = () => {
    if (!fast) return;
    out.push(fast.parts.length === 1 ? fast.raw : { seq: fast.seq, data: `${fast.head}"${fast.parts.join("")}"${fast.tail}` });
    fast = undefined;
  };
  let slow = false;
  for (const entry of entries) {
    const m = entry.data.length < 65_536 ? FAST.exec(entry.data) : null;
    if (!m) {
      if (entry.data.includes("_CONTENT") || entry.data.includes("TOOL_CALL_ARGS")) {
        slow = true; // a delta in another shape: the general path below handles the whole batch
        break;
      }
      closeFast();
      out.push(entry);
      continue;
    }
    if (fast && fast.head === m[1]) {
      fast.parts.push(m[2]!);
      fast.seq = entry.seq;
      continue;
    }
    closeFast();
    fast = { head: m[1]!, parts: [m[2]!], tail: m[3]!, seq: entry.seq, raw: entry };
  }
  if (!slow) {
    closeFast();
    return out;
  }
  return compactSlow(entries);
}

/** The general path: parses each delta (any key order, escapes), joins runs of one target. */
function compactSlow(entries: readonly LogEntry[]): LogEntry[] {
  const out: LogEntry[] = [];
  let open: { delta: Delta; parts: string[]; seq: number; count: number; raw: LogEntry } | undefined;
  const close = () => {
    if (!open) return;
    if (open.count === 1) out.push(open.raw);
    else out.push({ seq: open.seq, data: JSON.stringify({ ...open.delta, delta: open.parts.join("") }) });
    open = undefined;
  };
  for (const entry of entries) {
    const d = asDelta(entry.data);
    if (d && open && open.delta.type === d.type && open.delta[DELTA_KEY[d.type]!] === d[DELTA_KEY[d.type]!]) {
      open.parts.push(d.delta);
      open.seq = entry.seq;
      open.count++;
      continue;
    }
    close();
    if (d) open = { delta: d, parts: [d.delta], seq: entry.seq, count: 1, raw: entry };
    else out.push(entry);
  }
  close();
  return out;
}
