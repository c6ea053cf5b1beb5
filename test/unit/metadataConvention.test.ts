/**
 * The `metadata.reasoningUi` convention is written by `@reasoning-ui/agent` and read by `@reasoning-ui/core`; both take
 * it from `@reasoning-ui/core/protocol`, and must name the same key and the same reasons.
 */
import { HIDDEN_REASONING_REASONS, REASONING_UI_METADATA_KEY as AGENT_KEY, reasoningUiMetadata } from "@reasoning-ui/agent";
import { REASONING_UI_METADATA_KEY, createAgentStore, hiddenReasonOf, selectReasoningView } from "@reasoning-ui/core";
import { describe, expect, it } from "vitest";

describe("metadata.reasoningUi: one convention on both sides", () => {
  it("same key; every reason a bridge writes is one core reads", () => {
    expect(AGENT_KEY).toBe(REASONING_UI_METADATA_KEY);
    for (const reason of HIDDEN_REASONING_REASONS) expect(hiddenReasonOf({ metadata: reasoningUiMetadata({ hidden: reason }) })).toBe(reason);
  });

  it("a bridge's redacted reasoning becomes a hidden view with its reason; the blob stays on the message", () => {
    const store = createAgentStore();
    store.getState().applyEvents([
      { type: "RUN_STARTED", threadId: "t", runId: "r" },
      { type: "REASONING_MESSAGE_START", messageId: "m1", role: "reasoning", metadata: reasoningUiMetadata({ hidden: "redacted" }) },
      { type: "REASONING_MESSAGE_END", messageId: "m1" },
      { type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: "m1", encryptedValue: "opaque-blob" },
      { type: "RUN_FINISHED", threadId: "t", runId: "r" },
    ] as never);
    expect(selectReasoningView(store.getState(), "m1")).toMatchObject({ visibility: "hidden", hiddenReason: "redacted" });
    expect(store.getState().messages[0]).toMatchObject({ encryptedValue: "opaque-blob" });
  });

  it("foreign or malformed metadata never throws and states no reason", () => {
    for (const metadata of [undefined, null, 1, "x", [], { reasoningUi: null }, { reasoningUi: { hidden: "because" } }, { other: { hidden: "redacted" } }]) {
      expect(hiddenReasonOf({ metadata })).toBeUndefined();
    }
  });
});
