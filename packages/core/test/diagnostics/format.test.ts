/**
 * Diagnostics as codes (issue 31, docs/architecture.md "Diagnostics as codes"): every diagnostic the reducer raises
 * has its sentence in the one message table; production builds carry the code and params only (the sentences are
 * not in the bundle) and `formatDiagnostic` builds the same sentence a development build shows; strict errors stay
 * readable in production.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAgentStore } from "../../src/index";
import { formatDiagnostic } from "../../src/diagnostics/index";
import { strict } from "../../src/strict/index";
import { ev, runStarted } from "../helpers";
import { fold, own } from "./diagnostics.fixture";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("production builds", () => {
  it("record the code as the message, with params and the event summary, and formatDiagnostic gives the development sentence", () => {
    const dev = fold([runStarted(), ev("TOOL_CALL_ARGS", { toolCallId: "ghost", delta: "{}" }), ev("TEXT_MESSAGE_END", { messageId: "m".repeat(500) })]);
    vi.stubEnv("NODE_ENV", "production");
    const prod = fold([runStarted(), ev("TOOL_CALL_ARGS", { toolCallId: "ghost", delta: "{}" }), ev("TEXT_MESSAGE_END", { messageId: "m".repeat(500) })]);
    expect(prod.map((d) => d.code)).toEqual(["unknown_id", "unknown_id"]);
    for (const d of prod) expect(d.message).toBe(d.code);
    expect(prod[0]).toMatchObject({ params: { type: "TOOL_CALL_ARGS", what: "toolCall", id: "ghost" }, eventType: "TOOL_CALL_ARGS", event: { type: "TOOL_CALL_ARGS", toolCallId: "ghost" } });
    expect(prod[1]!.params!.id).toHaveLength(128); // ids in params are cut like the event summary's
    expect(prod.map(formatDiagnostic)).toEqual(dev.map((d) => d.message));
    expect(formatDiagnostic(prod[0]!)).toBe("TOOL_CALL_ARGS for unknown tool call 'ghost'");
  });

  it("keep a client transport's own message", () => {
    vi.stubEnv("NODE_ENV", "production");
    const d = fold([runStarted(), ev("CUSTOM", { name: "reasoning-ui.diagnostic", value: { code: "malformed_frame", message: "frame 3 was not JSON" } })]).find((x) => x.eventType === "CUSTOM");
    expect(d).toMatchObject({ code: "malformed_frame", message: "frame 3 was not JSON" });
    expect(formatDiagnostic(d!)).toBe("frame 3 was not JSON");
  });

  it("throw readable strict errors", () => {
    vi.stubEnv("NODE_ENV", "production");
    const store = createAgentStore({ threadId: "thread-1", strict });
    store.getState().applyEvent(runStarted());
    expect(() => store.getState().applyEvent(ev("REASONING_MESSAGE_CONTENT", { messageId: "x", delta: "a" }))).toThrow("REASONING_MESSAGE_CONTENT for unknown reasoning message 'x'");
  });
});
