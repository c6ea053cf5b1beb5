import { EventType, type BaseEvent } from "@ag-ui/core";
import { generateId } from "../protocol/ids";
import { str } from "../protocol/guards";
import type { Draft } from "./draft";
import type { ChunkLane } from "./session";
import { violation } from "./strict";

/** Non-chunk events that leave an open chunk open (the exemptions of `@ag-ui/client` 1.x `transformChunks`). */
const EXEMPT = new Set<string>([
  EventType.RAW,
  EventType.ACTIVITY_SNAPSHOT,
  EventType.ACTIVITY_DELTA,
  EventType.REASONING_ENCRYPTED_VALUE,
  EventType.SUBAGENT_STARTED,
]);

const END: Record<ChunkLane["kind"], EventType> = {
  text: EventType.TEXT_MESSAGE_END,
  tool: EventType.TOOL_CALL_END,
  reasoning: EventType.REASONING_MESSAGE_END,
};

function make(type: EventType, source: BaseEvent, fields: Record<string, unknown>): BaseEvent {
  const out: Record<string, unknown> = { type, ...fields };
  if (typeof source.timestamp === "number") out.timestamp = source.timestamp;
  const sub = str(source, "subagentRunId");
  if (sub !== undefined) out.subagentRunId = sub;
  return out as unknown as BaseEvent;
}

function close(d: Draft, source: BaseEvent): BaseEvent[] {
  const lane = d.session.chunk;
  if (!lane) return [];
  d.session.chunk = null;
  const key = lane.kind === "tool" ? "toolCallId" : "messageId";
  return [make(END[lane.kind], source, { [key]: lane.id })];
}

/**
 * For a non-chunk event: the END event closing the open chunk, if one is open and `event` is not one
 * of the exempt types (RAW, ACTIVITY_*, REASONING_ENCRYPTED_VALUE, SUBAGENT_STARTED, as `@ag-ui/client` 1.x).
 */
export function closeChunkBefore(d: Draft, event: BaseEvent): BaseEvent | undefined {
  if (!d.session.chunk || EXEMPT.has(event.type)) return undefined;
  return close(d, event)[0];
}

/**
 * Expands a chunk shorthand into start/content/end events (AG-UI "Events" page, chunk events):
 * the first chunk opens (START), later chunks of the same id (or with no id) append (CONTENT/ARGS),
 * a chunk with a new id (or of another kind) closes the open one (see {@link closeChunkBefore} for
 * non-chunk events). A
 * REASONING_MESSAGE_CHUNK with an empty `delta` closes its message (AG-UI "Reasoning" page, ZDR example).
 * Lenient: a first chunk without an id gets a generated one (strict: `invalid_event`).
 */
export function expandChunk(d: Draft, event: BaseEvent): BaseEvent[] {
  const kind: ChunkLane["kind"] =
    event.type === EventType.TEXT_MESSAGE_CHUNK ? "text" : event.type === EventType.TOOL_CALL_CHUNK ? "tool" : "reasoning";
  const idKey = kind === "tool" ? "toolCallId" : "messageId";
  const id = str(event, idKey);
  const delta = str(event, "delta");
  const lane = d.session.chunk;
  const out: BaseEvent[] = [];
  let current: string;
  if (lane?.kind === kind && (id === undefined || id === lane.id)) current = lane.id;
  else {
    out.push(...close(d, event));
    if (id === undefined) violation(d, "invalid_event", `first ${event.type} has no ${idKey}; one was generated`, event.type, `chunk-id:${event.type}`);
    current = id ?? generateId(kind === "tool" ? "tool-call" : kind);
    d.session.chunk = { kind, id: current };
    if (kind === "text") {
      const role = str(event, "role");
      const name = str(event, "name");
      out.push(make(EventType.TEXT_MESSAGE_START, event, { messageId: current, role: role ?? "assistant", ...(name !== undefined && { name }) }));
    } else if (kind === "tool") {
      if (str(event, "toolCallName") === undefined) violation(d, "invalid_event", "first TOOL_CALL_CHUNK has no toolCallName", event.type, `chunk-name:${current}`);
      const parentMessageId = str(event, "parentMessageId");
      out.push(make(EventType.TOOL_CALL_START, event, { toolCallId: current, toolCallName: str(event, "toolCallName") ?? "", ...(parentMessageId !== undefined && { parentMessageId }) }));
    } else out.push(make(EventType.REASONING_MESSAGE_START, event, { messageId: current, role: "reasoning" }));
  }
  if (kind === "reasoning" && delta === "") return [...out, ...close(d, event)];
  if (delta !== undefined) {
    const type = kind === "text" ? EventType.TEXT_MESSAGE_CONTENT : kind === "tool" ? EventType.TOOL_CALL_ARGS : EventType.REASONING_MESSAGE_CONTENT;
    out.push(make(type, event, { [idKey]: current, delta }));
  }
  return out;
}
