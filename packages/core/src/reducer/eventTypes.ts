import type { AGUIEventOf, EventType } from "@ag-ui/core";

/** The `@ag-ui/core` 1.x event of type `T`, as a handler receives it once its string fields are checked (see `events.ts`). */
export type EventOf<T extends EventType> = AGUIEventOf<T>;

/** What every event may carry and our helpers read. */
export interface EventCommon {
  type: string;
  timestamp?: number;
  metadata?: unknown;
  subagentRunId?: string;
}
