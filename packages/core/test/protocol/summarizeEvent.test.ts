import { describe, expect, it } from "vitest";
import { summarizeEvent } from "../../src/protocol/summarizeEvent";

describe("summarizeEvent", () => {
  it("keeps the type and the string id fields, and nothing that could carry reasoning or a secret", () => {
    const summary = summarizeEvent({
      type: "REASONING_ENCRYPTED_VALUE",
      entityId: "m1",
      subtype: "message",
      runId: "r1",
      encryptedValue: "SECRET",
      delta: "thinking",
      snapshot: { a: 1 },
      rawEvent: { x: "y" },
    });
    expect(summary).toEqual({ type: "REASONING_ENCRYPTED_VALUE", entityId: "m1", subtype: "message", runId: "r1" });
  });

  it("cuts ids to 128 characters, skips non-string ids, and is undefined for what is not an event", () => {
    expect(summarizeEvent({ type: "TEXT_MESSAGE_START", messageId: "m".repeat(1000), toolCallId: 7 })).toEqual({ type: "TEXT_MESSAGE_START", messageId: "m".repeat(128) });
    expect(summarizeEvent({ messageId: "m" })).toBeUndefined();
    expect(summarizeEvent("RUN_STARTED")).toBeUndefined();
    expect(summarizeEvent(null)).toBeUndefined();
  });
});
