import type { BaseEvent, RunAgentInput } from "@ag-ui/core";
import { HttpAgent } from "@ag-ui/client";
import { describe, expect, it } from "vitest";
import { createAgentSession, createAgentStore } from "../../src";
import { fromAgUiAgent, implementsConnect } from "../../src/adapters";
import { memoryStorage } from "../../src/storage";

/** A minimal `@ag-ui/client`-shaped agent whose `connect()` replays the run it keeps (as AG-UI agents that support resumption do). */
class LoggedAgent {
  readonly log: BaseEvent[] = [];
  connected = 0;
  run(input: RunAgentInput) {
    const events: BaseEvent[] = [
      { type: "RUN_STARTED", threadId: input.threadId, runId: input.runId } as BaseEvent,
      { type: "REASONING_MESSAGE_START", messageId: "r1", role: "reasoning" } as BaseEvent,
      { type: "REASONING_MESSAGE_CONTENT", messageId: "r1", delta: "Thinking it over." } as BaseEvent,
    ];
    const rest: BaseEvent[] = [
      { type: "REASONING_MESSAGE_END", messageId: "r1" } as BaseEvent,
      { type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: "r1", encryptedValue: "opaque+/=" } as BaseEvent,
      { type: "TEXT_MESSAGE_START", messageId: "a1", role: "assistant" } as BaseEvent,
      { type: "TEXT_MESSAGE_CONTENT", messageId: "a1", delta: "Done." } as BaseEvent,
      { type: "TEXT_MESSAGE_END", messageId: "a1" } as BaseEvent,
      { type: "RUN_FINISHED", threadId: input.threadId, runId: input.runId } as BaseEvent,
    ];
    this.log.push(...events, ...rest);
    return {
      // the page goes away after the first three events: the Observable never completes here
      subscribe: (o: { next: (e: BaseEvent) => void }) => {
        for (const e of events) o.next(e);
        return { unsubscribe: () => undefined };
      },
    };
  }
  connect() {
    throw new Error("connectAgent is what the kit calls");
  }
  async connectAgent(_p: unknown, subscriber?: { onEvent?(p: { event: BaseEvent }): unknown }) {
    this.connected++;
    for (const event of this.log) subscriber?.onEvent?.({ event });
  }
}

describe("fromAgUiAgent: re-attach through connectAgent() for agents implementing connect()", () => {
  it("tells an agent that implements connect() from AbstractAgent's default (@ag-ui/client 1.0)", () => {
    class Resumable extends HttpAgent {
      protected override connect(input: RunAgentInput) {
        return this.run(input);
      }
    }
    expect(implementsConnect(new HttpAgent({ url: "http://x/agent" }) as never)).toBe(false);
    expect(implementsConnect(new Resumable({ url: "http://x/agent" }) as never)).toBe(true);
    expect(typeof fromAgUiAgent(new HttpAgent({ url: "http://x/agent" }) as never).reattach).toBe("undefined");
    expect(typeof fromAgUiAgent(new Resumable({ url: "http://x/agent" }) as never).reattach).toBe("function");
  });

  it("a reload mid-run re-attaches through connectAgent and rebuilds the turn in place", async () => {
    const agent = new LoggedAgent();
    const storage = memoryStorage();
    const a = createAgentSession({ runner: fromAgUiAgent(agent as never), storage, persistence: { saveDelayMs: 1 } });
    const off = a.connect();
    await a.ready();
    const running = a.run("Hi");
    for (let i = 0; i < 200 && a.state.getState().runningThreads.length === 0; i++) await new Promise((r) => setTimeout(r, 2));
    expect(a.state.getState().runningThreads).toHaveLength(1);
    for (let i = 0; i < 200 && a.store.getState().messages.length < 2; i++) await new Promise((r) => setTimeout(r, 2));
    off();
    await running;
    const b = createAgentSession({ runner: fromAgUiAgent(agent as never), storage });
    b.connect();
    await b.ready();
    for (let i = 0; i < 500 && b.store.getState().status !== "finished"; i++) await new Promise((r) => setTimeout(r, 2));
    expect(agent.connected).toBe(1);
    expect(b.store.getState().status).toBe("finished");
    const reference = createAgentStore();
    reference.getState().addMessage(b.store.getState().messages[0]!);
    reference.getState().beginRun("x");
    reference.getState().applyEvents(agent.log);
    expect(JSON.stringify(b.store.getState().messages)).toBe(JSON.stringify(reference.getState().messages));
  });
});
