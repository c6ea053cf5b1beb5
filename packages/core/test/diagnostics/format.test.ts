/**
 * Diagnostics as codes (issue 31, docs/architecture.md "Diagnostics as codes"): every diagnostic the reducer raises
 * has its sentence in the one message table; production builds carry the code and params only (the sentences are
 * not in the bundle) and `formatDiagnostic` builds the same sentence a development build shows; strict errors stay
 * readable in production.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAgentStore, type AgentStore, type Diagnostic } from "../../src/index";
import { formatDiagnostic, formatMessage } from "../../src/diagnostics/index";
import { strict } from "../../src/strict/index";
import { ev, runStarted } from "../helpers";

const SECRET = "c2VjcmV0LWJsb2I=";

/** Folds `events` one by one into a lenient store (as a transport does), then ends the stream. */
function fold(events: readonly unknown[], store: AgentStore = createAgentStore({ threadId: "thread-1" })): Diagnostic[] {
  store.getState().beginRun("r1");
  for (const e of events) store.getState().applyEvent(e as never);
  store.getState().endStream({ status: "finished" });
  return store.getState().diagnostics;
}

/** The reducer's own diagnostics (a CUSTOM `reasoning-ui.diagnostic` brings its transport's message). */
const own = (ds: readonly Diagnostic[]) => ds.filter((d) => d.eventType !== "CUSTOM");

function expectSentences(ds: readonly Diagnostic[]): void {
  for (const d of own(ds)) {
    const sentence = formatMessage(d.code, d.params);
    expect(sentence, `${d.code} ${JSON.stringify(d.params)}`).toBeDefined();
    expect(sentence).not.toMatch(/undefined|\[object/);
    expect(sentence).not.toContain(SECRET);
    expect(d.message).toBe(sentence); // development builds (vitest: NODE_ENV "test") show the sentence
  }
}

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
