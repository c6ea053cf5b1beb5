import { EventType } from "@ag-ui/core";
import { buildEvent } from "./buildEvent";
import { LegacyEventType } from "./eventTypes";
import { generateId } from "./ids";

/** Where the id-less legacy stream currently is: the generated span and message ids. */
export interface LegacyThinkingState {
  spanId?: string;
  messageId?: string;
}

/** A deprecated event as it arrives (a type, maybe a timestamp, title or delta), and a reasoning event it maps to. */
export type LooseEvent = { type: string; timestamp?: unknown } & Record<string, unknown>;

/** A reasoning event built by the kit's one event builder, keeping the deprecated event's `timestamp`. */
const ev = <T extends EventType>(source: LooseEvent, type: T, fields: Parameters<typeof buildEvent<T>>[1]): LooseEvent => buildEvent(type, fields, { timestamp: source.timestamp }) as unknown as LooseEvent;

/**
 * Maps one deprecated `THINKING_*` event onto AG-UI 1.x reasoning events with generated ids
 * (`thinking-<uuid>` for the span, `thinking-message-<uuid>` for messages), keeping its `timestamp`:
 * `THINKING_START{title?}` → `REASONING_START` (the title rides along as `title`), `THINKING_END` →
 * `REASONING_END`, `THINKING_TEXT_MESSAGE_START|CONTENT|END` → `REASONING_MESSAGE_START|CONTENT|END`.
 * Content without a start opens a message first. An end with nothing open maps to nothing.
 * `state` is updated in place. Any other event is returned unchanged.
 */
export function mapLegacyThinkingEvent(event: LooseEvent, state: LegacyThinkingState): LooseEvent[] {
  const e = event;
  switch (event.type) {
    case LegacyEventType.THINKING_START: {
      const spanId = generateId("thinking");
      const out: LooseEvent[] = [];
      if (state.spanId) out.push(ev(event, EventType.REASONING_END, { messageId: state.spanId }));
      state.spanId = spanId;
      const title = typeof e.title === "string" ? { title: e.title } : {};
      out.push(ev(event, EventType.REASONING_START, { messageId: spanId, ...title }));
      return out;
    }
    case LegacyEventType.THINKING_END: {
      const out = closeMessage(event, state);
      if (state.spanId) out.push(ev(event, EventType.REASONING_END, { messageId: state.spanId }));
      state.spanId = undefined;
      return out;
    }
    case LegacyEventType.THINKING_TEXT_MESSAGE_START: {
      const out = closeMessage(event, state);
      state.messageId = generateId("thinking-message");
      out.push(ev(event, EventType.REASONING_MESSAGE_START, { messageId: state.messageId, role: "reasoning" }));
      return out;
    }
    case LegacyEventType.THINKING_TEXT_MESSAGE_CONTENT: {
      const out: LooseEvent[] = [];
      if (!state.messageId) {
        state.messageId = generateId("thinking-message");
        out.push(ev(event, EventType.REASONING_MESSAGE_START, { messageId: state.messageId, role: "reasoning" }));
      }
      const delta = typeof e.delta === "string" ? e.delta : "";
      out.push(ev(event, EventType.REASONING_MESSAGE_CONTENT, { messageId: state.messageId, delta }));
      return out;
    }
    case LegacyEventType.THINKING_TEXT_MESSAGE_END:
      return closeMessage(event, state);
    default:
      return [event];
  }
}

function closeMessage(event: LooseEvent, state: LegacyThinkingState): LooseEvent[] {
  if (!state.messageId) return [];
  const out = [ev(event, EventType.REASONING_MESSAGE_END, { messageId: state.messageId })];
  state.messageId = undefined;
  return out;
}
