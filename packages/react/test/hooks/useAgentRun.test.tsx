import { act, renderHook, waitFor } from "@testing-library/react";
import { StrictMode, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderToString } from "react-dom/server";
import type { AgentState, RunAgentInput } from "@reasoning-ui/core";
import type { StoreApi } from "zustand/vanilla";
import { AgentProvider, browserStorage, memoryStorage, useAgentRun } from "../../src";
import { apply, ev, newStore, T0 } from "../helpers";

const ENCRYPTED = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..round-trip.c2FtcGxl.dGFn";
const sse = (events: object[]) => events.map((e) => `data: ${JSON.stringify(e)}\n\n`);

function turn(runId: string, n: number) {
  return [
    { type: "RUN_STARTED", threadId: "t", runId },
    { type: "REASONING_START", messageId: `span-${n}` },
    { type: "REASONING_MESSAGE_START", messageId: `r-${n}`, role: "reasoning" },
    { type: "REASONING_MESSAGE_CONTENT", messageId: `r-${n}`, delta: "Summary of my thinking." },
    { type: "REASONING_MESSAGE_END", messageId: `r-${n}` },
    { type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: `r-${n}`, encryptedValue: ENCRYPTED },
    { type: "REASONING_END", messageId: `span-${n}` },
    { type: "TEXT_MESSAGE_START", messageId: `a-${n}`, role: "assistant" },
    { type: "TEXT_MESSAGE_CONTENT", messageId: `a-${n}`, delta: `Answer ${n}` },
    { type: "TEXT_MESSAGE_END", messageId: `a-${n}` },
    { type: "RUN_FINISHED", threadId: "t", runId },
  ];
}

/** A fake `fetch` answering SSE; `hold` keeps the stream open after the given chunks until aborted. */
function fakeAgent(options: { hold?: boolean } = {}) {
  const requests: Array<{ url: string; body: RunAgentInput; headers: Record<string, string>; signal?: AbortSignal | null }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as RunAgentInput;
    requests.push({ url, body, headers: init.headers as Record<string, string>, signal: init.signal });
    const n = requests.length;
    const chunks = options.hold ? sse(turn(body.runId, n).slice(0, 4)) : sse(turn(body.runId, n));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const enc = new TextEncoder();
        for (const c of chunks) controller.enqueue(enc.encode(c));
        if (!options.hold) controller.close();
        init.signal?.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
      },
    });
    return new Response(stream, { status: 200, headers: { "content-type": "text/event-stream" } });
  }) as unknown as typeof fetch;
  return { fetch: fetchImpl, requests };
}

describe("useAgentRun", () => {
  it("run → the user message and the agent's reply land in the store; the second run sends the full history", async () => {
    const agent = fakeAgent();
    const { result } = renderHook(() => useAgentRun({ url: "/agent", fetch: agent.fetch, headers: { Authorization: "Bearer x" }, threadId: "thread-9" }));
    expect(result.current.status).toBe("idle");

    let status: string | undefined;
    await act(async () => {
      status = await result.current.run("Will it rain?");
    });
    expect(status).toBe("finished");
    await waitFor(() => expect(result.current.status).toBe("finished"));
    expect(result.current.messages.map((m) => m.role)).toEqual(["user", "reasoning", "assistant"]);
    expect(result.current.messages[0]).toMatchObject({ role: "user", content: "Will it rain?" });
    expect(agent.requests[0]!.url).toBe("/agent");
    expect(agent.requests[0]!.headers).toMatchObject({ Authorization: "Bearer x", Accept: "text/event-stream" });
    expect(agent.requests[0]!.body.threadId).toBe("thread-9");
    expect(agent.requests[0]!.body.messages).toHaveLength(1);

    await act(async () => {
      await result.current.run({ text: "And tomorrow?", forwardedProps: { scenario: "summary" } });
    });
    const second = agent.requests[1]!.body;
    expect(second.messages.map((m) => m.role)).toEqual(["user", "reasoning", "assistant", "user"]);
    expect(second.messages[1]).toMatchObject({ id: "r-1", role: "reasoning", encryptedValue: ENCRYPTED });
    expect(second.forwardedProps).toEqual({ scenario: "summary" });
    expect(second.runId).not.toBe(agent.requests[0]!.body.runId);
    await waitFor(() => expect(result.current.messages).toHaveLength(6));
  });

  it("retry() re-runs the last turn from its user message as a new branch: earlier turns resent byte-identical, its forwardedProps kept", async () => {
    const agent = fakeAgent();
    const { result } = renderHook(() => useAgentRun({ url: "/agent", fetch: agent.fetch }));
    await act(async () => {
      await result.current.run("Will it rain?");
    });
    await act(async () => {
      await result.current.run({ text: "And tomorrow?", forwardedProps: { scenario: "summary" } });
    });
    expect(result.current.store.getState().runs.map((r) => r.status)).toEqual(["finished", "finished"]);
    let status: string | undefined;
    await act(async () => {
      status = await result.current.retry();
    });
    expect(status).toBe("finished");
    const [, second, third] = agent.requests.map((r) => r.body);
    expect(third!.messages).toEqual(second!.messages); // u1, r-1 (encrypted), a-1, u2: the same history
    expect((third!.messages[1] as { encryptedValue?: string }).encryptedValue).toBe(ENCRYPTED);
    expect(third!.forwardedProps).toEqual({ scenario: "summary" });
    expect(third!.runId).not.toBe(second!.runId);
    const state = result.current.store.getState();
    expect(state.messages.map((m) => (m.role === "user" ? m.content : m.id))).toEqual(["Will it rain?", "r-1", "a-1", "And tomorrow?", "r-3", "a-3"]);
    expect(state.runs.map((r) => r.runId)).toEqual([agent.requests[0]!.body.runId, third!.runId]);
    // the earlier answer is a branch, not deleted
    const u2 = state.messages[3]!.id;
    expect(state.branches[u2]).toEqual({ parentMessageId: u2, count: 2, active: 1 });
    act(() => result.current.switchBranch(u2, 0));
    expect(result.current.messages.map((m) => m.id).slice(4)).toEqual(["r-2", "a-2"]);
  });

  it("retry(runId) of an earlier turn regenerates it as a branch: the turns after it stay reachable", async () => {
    const agent = fakeAgent();
    const { result } = renderHook(() => useAgentRun({ url: "/agent", fetch: agent.fetch }));
    await act(async () => void (await result.current.run("one")));
    await act(async () => void (await result.current.run("two")));
    const firstRun = result.current.store.getState().runs[0]!.runId;
    await act(async () => void (await result.current.retry(firstRun)));
    expect(agent.requests[2]!.body.messages).toEqual(agent.requests[0]!.body.messages);
    expect(result.current.messages.map((m) => m.role)).toEqual(["user", "reasoning", "assistant"]);
    expect(result.current.messages[0]).toMatchObject({ content: "one" });
    await act(async () => expect(await result.current.retry("unknown-run")).toBe("finished"));
    expect(agent.requests).toHaveLength(3);
    act(() => result.current.switchBranch(result.current.messages[0]!.id, 0));
    expect(result.current.messages.filter((m) => m.role === "user").map((m) => (m as { content: string }).content)).toEqual(["one", "two"]);
  });

  it("edit(messageId, text) runs the edited text as a new branch; the original stays reachable", async () => {
    const agent = fakeAgent();
    const { result } = renderHook(() => useAgentRun({ url: "/agent", fetch: agent.fetch }));
    await act(async () => void (await result.current.run("one")));
    const original = result.current.messages[0]!;
    await act(async () => void (await result.current.edit(original.id, "one, edited")));
    expect(agent.requests[1]!.body.messages).toMatchObject([{ role: "user", content: "one, edited" }]);
    expect(result.current.store.getState().branches[""]).toEqual({ parentMessageId: "", count: 2, active: 1 });
    act(() => result.current.switchBranch("", 0));
    expect(result.current.messages[0]).toBe(original);
  });

  it("stop() aborts the request and leaves status 'cancelled', keeping what arrived", async () => {
    const agent = fakeAgent({ hold: true });
    const { result } = renderHook(() => useAgentRun({ url: "/agent", fetch: agent.fetch }));
    let done!: Promise<string>;
    act(() => {
      done = result.current.run("Think for a while");
    });
    await waitFor(() => expect(result.current.status).toBe("running"));
    await waitFor(() => expect(result.current.messages.some((m) => m.role === "reasoning")).toBe(true));
    act(() => result.current.stop());
    await act(async () => {
      expect(await done).toBe("cancelled");
    });
    await waitFor(() => expect(result.current.status).toBe("cancelled"));
    expect(agent.requests[0]!.signal?.aborted).toBe(true);
    expect(result.current.store.getState().reasoning["r-1"]?.status).toBe("interrupted");
    expect(result.current.messages.find((m) => m.id === "r-1")).toMatchObject({ content: "Summary of my thinking." });
  });

  it("a run while one is in flight aborts the previous one first; unmount aborts", async () => {
    const agent = fakeAgent({ hold: true });
    const { result, unmount } = renderHook(() => useAgentRun({ url: "/agent", fetch: agent.fetch }));
    let first!: Promise<string>;
    act(() => {
      first = result.current.run("one");
    });
    await waitFor(() => expect(agent.requests).toHaveLength(1));
    act(() => {
      void result.current.run("two");
    });
    await act(async () => {
      expect(await first).toBe("cancelled");
    });
    await waitFor(() => expect(agent.requests).toHaveLength(2));
    expect(agent.requests[0]!.signal?.aborted).toBe(true);
    // the second run started after the first settled: its history has both user turns in order
    expect(agent.requests[1]!.body.messages.filter((m) => m.role === "user").map((m) => m.content)).toEqual(["one", "two"]);
    await waitFor(() => expect(result.current.status).toBe("running"));
    unmount();
    await waitFor(() => expect(agent.requests[1]!.signal?.aborted).toBe(true));
  });

  it("uses the provider's store (and works under StrictMode)", async () => {
    const store = newStore();
    const agent = fakeAgent();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <AgentProvider store={store}>{children}</AgentProvider>
      </StrictMode>
    );
    const { result } = renderHook(() => useAgentRun({ url: "/agent", fetch: agent.fetch }), { wrapper });
    expect(result.current.store).toBe(store);
    await act(async () => {
      await result.current.run("hi");
    });
    expect(store.getState().status).toBe("finished");
    expect(store.getState().messages).toHaveLength(3);
  });

  it("an HTTP error ends as status 'error' with a message", async () => {
    const failing = (async () => new Response("nope", { status: 503 })) as unknown as typeof fetch;
    const { result } = renderHook(() => useAgentRun({ url: "/agent", fetch: failing }));
    await act(async () => {
      await result.current.run("hi");
    });
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.error?.message).toMatch(/503/);
    expect(result.current.messages).toHaveLength(1);
  });
});

describe("useAgentRun options", () => {
  it("needs `url` or `runner`: a type error and a clear error at render", () => {
    // @ts-expect-error neither url nor runner
    expect(() => renderHook(() => useAgentRun({}))).toThrow("`useAgentRun` needs `url`");
    // @ts-expect-error both
    expect(() => renderHook(() => useAgentRun({ url: "/agent", runner: async () => "finished" }))).toThrow("either `url` or `runner`, not both");
    expect(() => renderHook(() => useAgentRun({ url: "" }))).toThrow("`useAgentRun` needs `url`");
  });

  it("passes transport options through to runHttpAgent (idleTimeoutMs here)", async () => {
    const agent = fakeAgent({ hold: true });
    const { result } = renderHook(() => useAgentRun({ url: "/agent", fetch: agent.fetch, idleTimeoutMs: 50 }));
    let status: string | undefined;
    await act(async () => {
      status = await result.current.run("hi");
    });
    expect(status).toBe("error");
    await waitFor(() => expect(result.current.error?.code).toBe("idle_timeout"));
  });

  it("runs through a runner with the same store, input and abort signal", async () => {
    const seen: Array<{ input: RunAgentInput; aborted: boolean }> = [];
    const { result } = renderHook(() =>
      useAgentRun({
        runner: async ({ input, store, signal }) => {
          seen.push({ input, aborted: Boolean(signal?.aborted) });
          store.getState().beginRun(input.runId);
          store.getState().applyEvents(turn(input.runId, 1) as never);
          store.getState().endStream({ status: "finished" });
          return "finished";
        },
      }),
    );
    await act(async () => {
      expect(await result.current.run("hello")).toBe("finished");
    });
    expect(seen[0]).toMatchObject({ aborted: false, input: { messages: [{ role: "user", content: "hello" }] } });
    await waitFor(() => expect(result.current.status).toBe("finished")); // after the coalesced frame
  });

  it("its owner does not re-render per streamed frame; `messages` is read on access", async () => {
    const store = newStore();
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useAgentRun({ url: "/agent", store });
    });
    await apply(store, ev.runStarted(), ev.start("r1"));
    const before = renders;
    for (const delta of ["a", "b", "c", "d", "e"]) await apply(store, ev.content("r1", delta)); // five frames
    expect(renders).toBe(before); // status unchanged: no render of the owner
    expect(result.current.messages).toMatchObject([{ id: "r1", content: "abcde" }]);
    await apply(store, ev.end("r1", T0 + 1), ev.runFinished());
    expect(result.current.status).toBe("finished");
    expect(renders).toBe(before + 1);
  });

});

describe("useAgentRun store changes", () => {
  it("a new `store` prop gets its own session; the session survives re-renders", async () => {
    const agent = fakeAgent();
    const first = newStore();
    const second = newStore();
    const { result, rerender } = renderHook(({ store }) => useAgentRun({ url: "/agent", fetch: agent.fetch, store }), { initialProps: { store: first } });
    const session = result.current.session;
    rerender({ store: first });
    expect(result.current.session).toBe(session);
    rerender({ store: second });
    expect(result.current.session).not.toBe(session);
    expect(result.current.session.store).toBe(second);
    await act(async () => void (await result.current.run("hi")));
    expect(second.getState().messages).toHaveLength(3);
    expect(first.getState().messages).toHaveLength(0);
  });
});

describe("useAgentRun persistence", () => {
  it("without storage: storage 'off', no error, an empty thread list", () => {
    const { result } = renderHook(() => useAgentRun({ url: "/agent" }));
    expect(result.current).toMatchObject({ storage: "off", storageError: undefined, threads: { list: [], current: "" } });
    expect(result.current.session.store).toBe(result.current.store);
  });

  it("without storage, threads.current follows the thread id made at the first run", async () => {
    const agent = fakeAgent();
    const { result } = renderHook(() => useAgentRun({ url: "/agent", fetch: agent.fetch }));
    await act(async () => void (await result.current.run("hi")));
    expect(result.current.threads.current).toBe(result.current.store.getState().threadId);
    expect(result.current.threads.current).not.toBe("");
  });

  it("restores the thread after a remount (a reload) from the same storage; threads list it", async () => {
    const storage = memoryStorage();
    const agent = fakeAgent();
    const first = renderHook(() => useAgentRun({ url: "/agent", fetch: agent.fetch, storage }));
    await waitFor(() => expect(first.result.current.storage).toBe("ready"));
    await act(async () => void (await first.result.current.run("Will it rain?")));
    const saved = first.result.current.messages;
    first.unmount(); // flushes
    await act(async () => void (await first.result.current.session.flush()));

    const second = renderHook(() => useAgentRun({ url: "/agent", fetch: agent.fetch, storage }));
    expect(second.result.current.messages).toEqual([]); // nothing read during render
    await waitFor(() => expect(second.result.current.messages).toEqual(saved));
    expect(second.result.current.messages[1]).toMatchObject({ encryptedValue: ENCRYPTED });
    expect(second.result.current.threads.list).toMatchObject([{ title: "Will it rain?", messageCount: 3 }]);
    expect(second.result.current.threads.current).toBe(second.result.current.store.getState().threadId);
    await act(async () => void (await second.result.current.threads.create()));
    expect(second.result.current.messages).toEqual([]);
    expect(second.result.current.threads.current).toBe("");
  });

  it("a later threadId opens that thread (a route parameter)", async () => {
    const storage = memoryStorage();
    const sent: RunAgentInput[] = [];
    const runner = async ({ input, store }: { input: RunAgentInput; store: StoreApi<AgentState> }) => {
      sent.push(input);
      store.getState().beginRun(input.runId);
      store.getState().applyEvents(turn(input.runId, sent.length).map((e) => ("threadId" in e ? { ...e, threadId: input.threadId } : e)) as never);
      store.getState().endStream({ status: "finished" });
      return "finished" as const;
    };
    const { result, rerender } = renderHook(({ threadId }) => useAgentRun({ runner, storage, threadId }), { initialProps: { threadId: "a" } });
    await waitFor(() => expect(result.current.storage).toBe("ready"));
    await act(async () => void (await result.current.run("in thread a")));
    rerender({ threadId: "b" });
    await waitFor(() => expect(result.current.threads.current).toBe("b"));
    expect(result.current.messages).toEqual([]);
    rerender({ threadId: "a" });
    await waitFor(() => expect(result.current.messages[0]).toMatchObject({ content: "in thread a" }));
    expect(sent[0]!.threadId).toBe("a");
  });

  it("a damaged stored thread surfaces as storageError (a readable message), never a throw", async () => {
    const storage = memoryStorage();
    await storage.save("rui-threads", { threads: [{ threadId: "t", title: "", updatedAt: 1, messageCount: 1, revision: 1, writer: "w" }] });
    await storage.save("rui-thread:t", { schema: "reasoning-ui.thread", version: 1, messages: "nope" });
    const { result } = renderHook(() => useAgentRun({ url: "/agent", storage }));
    await waitFor(() => expect(result.current.storageError?.code).toBe("corrupt"));
    expect(result.current.storage).toBe("error");
    expect(result.current.storageError!.message).toMatch(/damaged/);
  });

  it("server rendering reads no randomness and no storage (the Quick start prerenders deterministically)", () => {
    const uuid = vi.spyOn(globalThis.crypto, "randomUUID");
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    const storage = browserStorage();
    const load = vi.spyOn(storage, "load");
    function Chat() {
      const agent = useAgentRun({ url: "/api/agent", storage });
      return (
        <AgentProvider store={agent.store}>
          <span>{agent.status}</span>
        </AgentProvider>
      );
    }
    const a = renderToString(<Chat />);
    const b = renderToString(<Chat />);
    expect(a).toBe(b);
    expect(uuid).not.toHaveBeenCalled();
    expect(getItem).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    uuid.mockRestore();
    getItem.mockRestore();
  });
});
