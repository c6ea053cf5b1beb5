import { EventType } from "@ag-ui/core";
import type { EventFamily } from "../events";
import { closeChunksBefore, expandChunk } from "../chunks";

/**
 * AG-UI 1.x chunk shorthands: TEXT_MESSAGE_CHUNK, TOOL_CALL_CHUNK, REASONING_MESSAGE_CHUNK, expanded into
 * start / content / end events and closed before the next event that ends them, as `@ag-ui/client` 1.x
 * `transformChunks` (`chunks.ts`).
 */
export const chunkEvents: EventFamily = {
  events: {
    [EventType.TEXT_MESSAGE_CHUNK]: { expands: "text", optional: ["messageId", "delta", "role", "name"] },
    [EventType.TOOL_CALL_CHUNK]: { expands: "tool", optional: ["toolCallId", "delta", "toolCallName", "parentMessageId"] },
    [EventType.REASONING_MESSAGE_CHUNK]: { expands: "reasoning", optional: ["messageId", "delta"] },
  },
  chunks: { close: closeChunksBefore, expand: expandChunk },
};
