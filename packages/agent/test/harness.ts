import type { Event as AgUiEvent, Message, TokenUsage } from "@ag-ui/core";
import { expect } from "vitest";
import { buildRunAgentInput, createAgentStore } from "@reasoning-ui/core";
import { type ReplayReply, type ReplayServer, createReplayServer, loadProviderFixture } from "@reasoning-ui/agent/testing";

/** The recorded provider streams (`test/fixtures/providers/<provider>/<name>.sse`). */
export const FIXTURES = new URL("../../../test/fixtures/providers/", import.meta.url);

export const fixture = (provider: string, name: string) => loadProviderFixture(FIXTURES, provider, name);

/** A replay server answering request i with `replies[i]` (fixture names; `cut` ones destroy the socket). */
export async function replay(provider: string, names: string[]): Promise<ReplayServer> {
  const bodies = await Promise.all(names.map((name) => fixture(provider, name)));
  return createReplayServer({
    respond: (_request, index): ReplayReply => {
      const body = bodies[index];
      if (body === undefined) throw new Error(`no reply recorded for request ${index}`);
      return { body, cut: names[index]!.startsWith("cut") };
    },
  });
}

/** A browser-side conversation: the kit's store fed with every event, and the next turn's messages as the wire carries them. */
export function conversation(first: string) {
  const store = createAgentStore({ threadId: "thread-1" });
  store.getState().addMessage({ id: "u1", role: "user", content: first });
  return {
    store,
    /** Collects the bridge's events, applying each to the store as the kit's transport would. */
    async run(events: AsyncIterable<AgUiEvent>): Promise<AgUiEvent[]> {
      const seen: AgUiEvent[] = [];
      for await (const event of events) {
        seen.push(event);
        store.getState().applyEvent(JSON.parse(JSON.stringify(event)));
      }
      return seen;
    },
    /** `buildRunAgentInput` → JSON over the wire → what the agent receives. */
    nextInput(): { threadId: string; runId: string; messages: Message[] } {
      return JSON.parse(JSON.stringify(buildRunAgentInput(store.getState())));
    },
    add(message: Message) {
      store.getState().addMessage(message);
    },
  };
}

export const types = (events: AgUiEvent[]) => events.map((e) => e.type);

/** The usage `RUN_FINISHED` reports (asserting the stream ends with it). */
export const finishedUsage = (events: AgUiEvent[]): TokenUsage | undefined => {
  const last = events.at(-1) as { type: string; usage?: TokenUsage[] };
  expect(last.type).toBe("RUN_FINISHED");
  return last.usage?.[0];
};

/** The kit's rule, whatever the provider: output ≥ reasoning, total = input + output. */
export function expectKitRule(u: TokenUsage | undefined) {
  expect(u).toBeDefined();
  expect(u!.outputTokens!).toBeGreaterThanOrEqual(u!.reasoningTokens ?? 0);
  expect(u!.inputTokens!).toBeGreaterThanOrEqual(u!.cachedInputTokens ?? 0);
  expect(u!.totalTokens).toBe(u!.inputTokens! + u!.outputTokens!);
}
