import type { AGUIEventOf, EventType } from "@ag-ui/core";

/** The fields of an AG-UI 1.x event of type `T` other than `type` and the common ones {@link buildEvent} carries over. */
export type EventFields<T extends EventType> = Omit<AGUIEventOf<T>, "type" | "timestamp" | "subagentRunId" | "rawEvent">;

/** What a built event inherits from the event or moment it stands for. */
export interface EventOrigin {
  /** The agent's clock, ms since epoch: kept when a number. */
  timestamp?: unknown;
  /** The lane (AG-UI `subagentRunId`): kept when a string. */
  subagentRunId?: string | undefined;
  /** Kept when defined (AG-UI `metadata`, merged key by key by the reducer). */
  metadata?: unknown;
}

/**
 * The one typed builder of AG-UI 1.x events the kit makes itself — chunk expansion and the closing ENDs
 * (`reducer/chunks.ts`), the deprecated THINKING_* mapping (`protocol/legacyThinking.ts`), the Letta and MEUP
 * adapters (`adapters/`): `{ type, ...fields }` plus the origin's `timestamp` (a number only),
 * `subagentRunId` and `metadata` when present. The compiler checks `fields` against `@ag-ui/core`'s event of
 * that type, so a builder cannot forget a required field or misspell one. Never throws.
 *
 * @example
 * buildEvent(EventType.REASONING_MESSAGE_CONTENT, { messageId: "r1", delta: "Let me think" }, { timestamp: 1700000000000 });
 * // { type: "REASONING_MESSAGE_CONTENT", messageId: "r1", delta: "Let me think", timestamp: 1700000000000 }
 */
export function buildEvent<T extends EventType>(type: T, fields: EventFields<T>, origin?: EventOrigin): AGUIEventOf<T> {
  const out = { type, ...fields } as AGUIEventOf<T>;
  const common = out as { timestamp?: number; subagentRunId?: string; metadata?: unknown };
  if (origin !== undefined) {
    const t = origin.timestamp;
    if (typeof t === "number") common.timestamp = t;
    if (typeof origin.subagentRunId === "string") common.subagentRunId = origin.subagentRunId;
    if (origin.metadata !== undefined) common.metadata = origin.metadata;
  }
  return out;
}
