import { EventType } from "@ag-ui/core";
import { buildEvent } from "../protocol/buildEvent";
import { generateId } from "../protocol/ids";
import { isRecord } from "../protocol/guards";
import type { Draft } from "./draft";
import type { EventCommon } from "./eventTypes";
import type { ChunkLane, ChunkLanes } from "./chunkLanes";
import type { Lane } from "./memory";
import { violation } from "./strict";

/** An event the reducer builds (chunk expansion, closing ends, legacy mapping): a type, ids and the common fields. */
export type BuiltEvent = EventCommon & Record<string, unknown>;

/** What a chunk shorthand may carry, whichever of the three it is (its string fields already checked). */
export interface ChunkFields extends EventCommon {
  messageId?: string;
  toolCallId?: string;
  delta?: string;
  role?: string;
  name?: string;
  toolCallName?: string;
  parentMessageId?: string;
}

/**
 * How a non-chunk event treats open chunks (its descriptor's `chunks`), as `@ag-ui/client` 1.x
 * `transformChunks`: `all` closes every lane (RUN_*, MESSAGES_SNAPSHOT); `none` closes nothing (RAW,
 * ACTIVITY_*, REASONING_ENCRYPTED_VALUE, SUBAGENT_STARTED); `own` closes the chunk open in the event's own
 * lane — the parent agent's, or the `subagentRunId` it carries.
 */
export type ChunkScope = "own" | "all" | "none";

/** The END event of an open chunk stream (its lane's `subagentRunId`, the closing event's `timestamp`). */
function endOf(open: ChunkLane, source: EventCommon): BuiltEvent {
  const origin = { timestamp: source.timestamp, subagentRunId: open.subagentRunId };
  if (open.kind === "tool") return buildEvent(EventType.TOOL_CALL_END, { toolCallId: open.id }, origin);
  return buildEvent(open.kind === "text" ? EventType.TEXT_MESSAGE_END : EventType.REASONING_MESSAGE_END, { messageId: open.id }, origin);
}

/** The CONTENT / ARGS event a chunk of `kind` expands to. */
function contentOf(kind: ChunkLane["kind"], id: string, delta: string, origin: { timestamp?: unknown; subagentRunId?: string | undefined; metadata?: unknown }): BuiltEvent {
  if (kind === "tool") return buildEvent(EventType.TOOL_CALL_ARGS, { toolCallId: id, delta }, origin);
  return buildEvent(kind === "text" ? EventType.TEXT_MESSAGE_CONTENT : EventType.REASONING_MESSAGE_CONTENT, { messageId: id, delta }, origin);
}

/** The END event for the chunk open in `lane`, which is forgotten. */
function closeLane(d: Draft, lane: Lane, source: EventCommon, out: BuiltEvent[]): void {
  const open = d.m.chunks.close(lane);
  if (open) out.push(endOf(open, source));
}

/**
 * For a non-chunk event: the END events closing open chunks, per `@ag-ui/client` 1.x `transformChunks`
 * (see {@link ChunkScope}). Returns `undefined` — allocating nothing — when no chunk is open (the common case).
 */
export function closeChunksBefore(d: Draft, event: EventCommon, scope: ChunkScope): BuiltEvent[] | undefined {
  const chunks = d.m.chunks;
  if ((chunks.size === 0 && !chunks.reopenable) || scope === "none") return undefined;
  if (chunks.reopenable) {
    if (scope === "all") chunks.settleAll();
    else chunks.settle(event.subagentRunId);
  }
  if (chunks.size === 0) return undefined;
  const out: BuiltEvent[] = [];
  if (scope === "all") for (const [lane] of chunks.entries()) closeLane(d, lane, event, out);
  else closeLane(d, event.subagentRunId, event, out);
  return out.length ? out : undefined;
}

/**
 * The lane a chunk belongs to (`@ag-ui/client` 1.x): the lane where a chunk of its kind and id is open;
 * else its `subagentRunId`; an id-less chunk without `subagentRunId` continues the parent's open chunk of its
 * kind, else the only lane with one (several: ambiguous, `invalid_event`, the parent lane is used).
 */
function laneOf(d: Draft, kind: ChunkLane["kind"], id: string | undefined, sub: string | undefined, event: EventCommon): Lane {
  const chunks = d.m.chunks;
  if (id !== undefined) {
    for (const [lane, open] of chunks.entries()) {
      if (open.kind !== kind || open.id !== id) continue;
      if (sub !== undefined && sub !== lane) violation(d, "lane_mismatch", { variant: "chunk", type: event.type, id, sub }, event.type, `chunk-lane:${id}`);
      return lane;
    }
    // A reasoning chunk stream an empty delta closed is still open for the reference: same lane.
    const reopening = kind === "reasoning" ? chunks.laneReopening(id) : undefined;
    if (reopening) return reopening.lane;
    return sub;
  }
  if (sub !== undefined) return sub;
  if (chunks.get(undefined)?.kind === kind) return undefined;
  let found: Lane;
  let count = 0;
  for (const [lane, open] of chunks.entries()) if (open.kind === kind) (found = lane), count++;
  if (count > 1) {
    violation(d, "invalid_event", { variant: "chunk_ambiguous", type: event.type, count }, event.type, `chunk-ambiguous:${event.type}`);
    return undefined;
  }
  return found;
}

/**
 * The hot path of chunk streaming: a chunk continuing the parent lane's open stream with a non-empty
 * `delta` and nothing else to check (no subagentRunId, metadata, role, name, toolCallName,
 * parentMessageId) becomes one CONTENT / ARGS event — no lane search, no intermediate arrays.
 * Anything else returns undefined and takes the general path.
 */
function continueParentChunk(chunks: ChunkLanes, kind: ChunkLane["kind"], e: ChunkFields): BuiltEvent | undefined {
  if (chunks.size !== 1) return undefined;
  const open = chunks.get(undefined);
  const delta = e.delta;
  if (!open || open.kind !== kind || delta === undefined || delta === "" || e.subagentRunId !== undefined || e.metadata !== undefined) return undefined;
  if (kind === "tool") {
    if ((e.toolCallId !== undefined && e.toolCallId !== open.id) || e.toolCallName !== undefined || e.parentMessageId !== undefined) return undefined;
  } else if ((e.messageId !== undefined && e.messageId !== open.id) || e.role !== undefined || e.name !== undefined) return undefined;
  return contentOf(kind, open.id, delta, e);
}

const FIELDS: Record<ChunkLane["kind"], readonly ("role" | "name" | "toolCallName" | "parentMessageId")[]> = { text: ["role", "name"], tool: ["toolCallName", "parentMessageId"], reasoning: [] };

/**
 * Expands a chunk shorthand into start/content/end events like `@ag-ui/client` 1.x `transformChunks`,
 * one open chunk per lane (parent agent, each `subagentRunId`): the first chunk opens (START), later chunks
 * of the same id (or with no id) append (CONTENT/ARGS), a chunk with a new id (or of another kind) closes
 * the one open in its lane (see {@link closeChunksBefore} for non-chunk events). Chunk `metadata` rides on
 * the START and CONTENT events. Our additions (AG-UI "Reasoning" page, producers seen in the wild):
 * - a REASONING_MESSAGE_CHUNK with an empty `delta` closes its message (ZDR example);
 * - an id-less REASONING_MESSAGE_CHUNK with nothing open continues the lane's last reasoning chunk message
 *   (closed by an empty delta: silently, as the reference never closed it; else with `invalid_event`), so
 *   reasoning without per-chunk ids renders as one block; with no earlier message an id is generated.
 * Strict: a first chunk without an id or a first TOOL_CALL_CHUNK without `toolCallName`, and a continuing
 * chunk whose role / name / toolCallName / parentMessageId differs from its opener's, are `invalid_event`.
 */
export function expandChunk(d: Draft, kind: ChunkLane["kind"], event: ChunkFields): BuiltEvent[] {
  const s = d.m.chunks;
  const fast = d.m.chunkFastPath ? continueParentChunk(s, kind, event) : undefined;
  if (fast) return [fast];
  const idKey = kind === "tool" ? "toolCallId" : "messageId";
  const id = event[idKey];
  const sub = event.subagentRunId;
  const delta = event.delta;
  const metadata = isRecord(event.metadata) ? event.metadata : undefined;
  const laneKey = laneOf(d, kind, id, sub, event);
  const open = s.get(laneKey);
  const out: BuiltEvent[] = [];
  let current: ChunkLane;
  if (open && open.kind === kind && (id === undefined || id === open.id)) {
    current = open;
    for (const f of FIELDS[kind]) {
      if (event[f] !== undefined && event[f] !== open[f]) {
        violation(d, "invalid_event", { variant: "chunk_field", type: event.type, id: open.id, field: f }, event.type, `chunk-field:${open.id}:${f}`);
      }
    }
  } else {
    closeLane(d, laneKey, event, out);
    let target = id;
    const last = kind === "reasoning" ? s.lastReasoning(laneKey) : undefined;
    if (target === undefined && last) {
      if (!last.closedByEmpty) violation(d, "invalid_event", { variant: "chunk_continues", type: event.type, id: last.id }, event.type, `chunk-id:${event.type}`);
      target = last.id;
    }
    if (target === undefined) {
      violation(d, "invalid_event", { variant: "chunk_generated", type: event.type, field: idKey }, event.type, `chunk-id:${event.type}`);
      target = generateId(kind === "tool" ? "tool-call" : kind);
    }
    current = { kind, id: target, ...(laneKey !== undefined && { subagentRunId: laneKey }) };
    s.open(laneKey, current);
    const startSub = sub ?? laneKey;
    if (kind === "text") {
      const role = event.role ?? "assistant";
      const name = event.name;
      current.role = role;
      if (name !== undefined) current.name = name;
      out.push(buildEvent(EventType.TEXT_MESSAGE_START, { messageId: target, role: role as "assistant", ...(name !== undefined && { name }) }, { timestamp: event.timestamp, subagentRunId: startSub, metadata }));
    } else if (kind === "tool") {
      const toolCallName = event.toolCallName;
      if (toolCallName === undefined) violation(d, "invalid_event", { variant: "chunk_missing", type: event.type, field: "toolCallName" }, event.type, `chunk-name:${target}`);
      const parentMessageId = event.parentMessageId;
      if (toolCallName !== undefined) current.toolCallName = toolCallName;
      if (parentMessageId !== undefined) current.parentMessageId = parentMessageId;
      out.push(buildEvent(EventType.TOOL_CALL_START, { toolCallId: target, toolCallName: toolCallName ?? "", ...(parentMessageId !== undefined && { parentMessageId }) }, { timestamp: event.timestamp, subagentRunId: startSub, metadata }));
    } else {
      if (last?.closedByEmpty && last.id === target) s.startReopening(target);
      s.setLastReasoning(laneKey, target);
      out.push(buildEvent(EventType.REASONING_MESSAGE_START, { messageId: target, role: "reasoning" }, { timestamp: event.timestamp, subagentRunId: startSub, metadata }));
    }
  }
  const contentSub = sub ?? current.subagentRunId;
  if (delta !== undefined || metadata !== undefined) {
    out.push(contentOf(kind, current.id, delta ?? "", { timestamp: event.timestamp, subagentRunId: contentSub, metadata }));
  }
  if (kind === "reasoning" && delta === "") {
    closeLane(d, laneKey, event, out);
    s.closeByEmpty(laneKey);
  }
  return out;
}
