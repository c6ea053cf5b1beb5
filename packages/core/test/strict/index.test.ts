import { describe, expect, it } from "vitest";
import { AgentProtocolError, createAgentStore } from "../../src/index";
import { codes, ev, runStarted } from "../helpers";
import { strict as strictVerification } from "../../src/strict/index";

function strictStore() {
  const store = createAgentStore({ threadId: "thread-1", strict: strictVerification });
  store.getState().applyEvent(runStarted());
  return store;
}

function rejection(fn: () => void): AgentProtocolError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AgentProtocolError);
    return err as AgentProtocolError;
  }
  throw new Error("expected an AgentProtocolError");
}

describe("strict verification is an opt-in module (@reasoning-ui/core/strict)", () => {
  it("the former `strict: true` is a TypeError naming the module; `false` or nothing is lenient", () => {
    expect(() => createAgentStore({ strict: true } as never)).toThrow(TypeError);
    expect(() => createAgentStore({ strict: true } as never)).toThrow(/@reasoning-ui\/core\/strict/);
    expect(() => createAgentStore({ strict: "yes" } as never)).toThrow(TypeError);
    for (const options of [{}, { strict: false as const }]) {
      const store = createAgentStore(options);
      store.getState().applyEvent(ev("REASONING_MESSAGE_CONTENT", { messageId: "x", delta: "a" }));
      expect(codes(store)).toContain("missing_run_started");
    }
  });

  it("the module's error is the AgentProtocolError the main entry exports, and a transport maps it by name", () => {
    const store = strictStore();
    const err = rejection(() => store.getState().applyEvent(ev("STEP_FINISHED", { stepName: "s" })));
    expect(err).toMatchObject({ name: "AgentProtocolError", code: "step_not_started", eventType: "STEP_FINISHED" });
  });
});
