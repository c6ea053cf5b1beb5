import { EventType } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { buildEvent } from "../../src/protocol/buildEvent";

describe("buildEvent", () => {
  it("builds { type, ...fields } and carries the origin's timestamp, lane and metadata", () => {
    expect(buildEvent(EventType.REASONING_MESSAGE_CONTENT, { messageId: "r1", delta: "Let me think" }, { timestamp: 1_700_000_000_000, subagentRunId: "sub-1", metadata: { a: 1 } })).toEqual({
      type: "REASONING_MESSAGE_CONTENT",
      messageId: "r1",
      delta: "Let me think",
      timestamp: 1_700_000_000_000,
      subagentRunId: "sub-1",
      metadata: { a: 1 },
    });
  });

  it("keeps a timestamp only when it is a number, and adds nothing without an origin", () => {
    expect(buildEvent(EventType.REASONING_END, { messageId: "r1" }, { timestamp: "2024-01-01" })).toEqual({ type: "REASONING_END", messageId: "r1" });
    expect(buildEvent(EventType.REASONING_END, { messageId: "r1" })).toEqual({ type: "REASONING_END", messageId: "r1" });
  });
});
