// The README's Node `http` examples abort the upstream call when the browser disconnects
// (`res.on("close", () => abort.abort())`): run two of them on a real server, disconnect mid-stream, and
// watch the signal the SDK's fetch was given.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAnthropic } from "@ai-sdk/anthropic";
import type { RunAgentInput } from "@ag-ui/core";
import { streamText } from "ai";
import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import { type ReplayServer, createReplayServer, loadProviderFixture } from "@reasoning-ui/agent/testing";
import { agUiToModelMessages, agUiToOpenAIResponsesInput, aiSdkToAgUi, openaiResponsesToAgUi, writeAgUiSse } from "@reasoning-ui/agent";
import { FIXTURES } from "./harness";

let upstream: ReplayServer | undefined;
let agent: Server | undefined;
afterEach(async () => {
  await upstream?.close();
  const closing = new Promise<void>((r) => (agent ? agent.close(() => r()) : r()));
  agent?.closeAllConnections();
  await closing;
  upstream = agent = undefined;
});

/** Upstream `fetch` that records the signal each request got. */
function recordingFetch(signals: AbortSignal[]): typeof fetch {
  return (url, init) => {
    if (init?.signal) signals.push(init.signal);
    return fetch(url, init);
  };
}

async function disconnectMidStream(handler: Parameters<typeof createServer>[1]): Promise<void> {
  agent = createServer(handler);
  await new Promise<void>((r) => agent!.listen(0, "127.0.0.1", () => r()));
  const { port } = agent.address() as AddressInfo;
  const browser = new AbortController();
  const input: RunAgentInput = { threadId: "t", runId: "r1", messages: [{ id: "u1", role: "user", content: "Hello" }], tools: [], context: [], state: null, forwardedProps: null };
  const res = await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: JSON.stringify(input), signal: browser.signal });
  const reader = res.body!.getReader();
  await reader.read(); // the first frame arrived: the run is streaming
  browser.abort(); // the tab closed
  await reader.cancel().catch(() => {});
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe("README Node http examples stop the upstream call when the browser goes away", () => {
  // (The openai SDK also aborts when writeAgUiSse stops reading; the AI SDK does not — without the
  // README's `res.on("close")` line its test fails: the upstream call runs on, billed for nobody.)
  it("OpenAI Responses: { signal: abort.signal }", async () => {
    const body = await loadProviderFixture(FIXTURES, "openai", "summary-encrypted");
    upstream = await createReplayServer({ respond: () => ({ body, chunkSize: 40, delayMs: 20 }) });
    const signals: AbortSignal[] = [];
    const openai = new OpenAI({ apiKey: "sk-test", baseURL: upstream.origin, maxRetries: 0, fetch: recordingFetch(signals) });
    await disconnectMidStream(async (req, res) => {
      const abort = new AbortController();
      res.on("close", () => abort.abort()); // the browser went away: stop the upstream call
      let text = "";
      for await (const chunk of req) text += chunk;
      const input: RunAgentInput = JSON.parse(text);
      const stream = openai.responses.create(
        { model: "o4-mini", ...agUiToOpenAIResponsesInput(input.messages), reasoning: { effort: "medium", summary: "auto" }, stream: true },
        { signal: abort.signal },
      );
      await writeAgUiSse(res, openaiResponsesToAgUi(stream, input));
    });
    await until(() => signals[0]?.aborted === true);
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(true);
  });

  it("AI SDK: abortSignal: abort.signal", async () => {
    const body = await loadProviderFixture(FIXTURES, "anthropic", "plain");
    upstream = await createReplayServer({ respond: () => ({ body, chunkSize: 40, delayMs: 20 }) });
    const signals: AbortSignal[] = [];
    const anthropic = createAnthropic({ apiKey: "sk-ant-test", baseURL: `${upstream.origin}/v1`, fetch: recordingFetch(signals) });
    await disconnectMidStream(async (req, res) => {
      const abort = new AbortController();
      res.on("close", () => abort.abort()); // the browser went away: stop the upstream call
      let text = "";
      for await (const chunk of req) text += chunk;
      const input: RunAgentInput = JSON.parse(text);
      const result = streamText({
        model: anthropic("claude-sonnet-4-6"),
        messages: agUiToModelMessages(input.messages),
        providerOptions: { anthropic: { thinking: { type: "enabled", budgetTokens: 8000 } } },
        abortSignal: abort.signal,
        maxRetries: 0,
      });
      await writeAgUiSse(res, aiSdkToAgUi(result.fullStream, input));
    });
    await until(() => signals[0]?.aborted === true);
    expect(signals[0]?.aborted).toBe(true);
  });
});
