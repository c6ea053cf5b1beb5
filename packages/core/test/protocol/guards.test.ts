import { describe, expect, it } from "vitest";
import { isAgUiEvent, isKnownEventType, isLegacyThinkingEvent } from "../../src/protocol/guards";

describe("event guards", () => {
  it("isAgUiEvent: an object with a string type, nothing more checked", () => {
    expect(isAgUiEvent({ type: "RUN_STARTED", threadId: "t", runId: "r" })).toBe(true);
    expect(isAgUiEvent({ type: "SOMETHING_NEW" })).toBe(true);
    expect(isAgUiEvent({ type: 3 })).toBe(false);
    expect(isAgUiEvent([{ type: "RUN_STARTED" }])).toBe(false);
    expect(isAgUiEvent(null)).toBe(false);
  });

  it("isKnownEventType: AG-UI 1.x types and the deprecated THINKING_* ones", () => {
    expect(isKnownEventType("REASONING_MESSAGE_CONTENT")).toBe(true);
    expect(isKnownEventType("THINKING_TEXT_MESSAGE_CONTENT")).toBe(true);
    expect(isKnownEventType("reasoning_message_content")).toBe(false);
    expect(isKnownEventType("SOMETHING_NEW")).toBe(false);
  });

  it("isLegacyThinkingEvent: only known THINKING_* types", () => {
    expect(isLegacyThinkingEvent({ type: "THINKING_START" })).toBe(true);
    expect(isLegacyThinkingEvent({ type: "THINKING_SOMETHING_NEW" })).toBe(false);
    expect(isLegacyThinkingEvent({ type: "REASONING_START" })).toBe(false);
  });
});
