/** History from the agent (issue 30): hydrate on open, reconcile with the local copy. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Message } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { agentHistory, createAgentSession, historyFrom, reconcileHistory, selectReasoningView } from "../../src/index";
import { memoryStorage } from "../../src/storage/index";
import { ENCRYPTED, fakeRunner } from "./fakeRunner";

const ids = (messages: readonly Message[]) => messages.map((m) => m.id);

describe("reconcileHistory", () => {
  it("the agent's messages replace local ones by id in its order; local-only ones stay after the message they followed; nothing doubled", () => {
    const local = [
      { id: "u1", role: "user", content: "one" },
      { id: "r1", role: "reasoning", content: "thinking", encryptedValue: ENCRYPTED(1) },
      { id: "a1", role: "assistant", content: "local answer", toolCalls: [{ id: "c1", type: "function", function: { name: "f", arguments: "{}" }, encryptedValue: ENCRYPTED(2) }] },
      { id: "note", role: "activity", activityType: "note", content: {} },
      { id: "u2", role: "user", content: "local only" },
    ] as Message[];
    const agent = [
      { id: "u1", role: "user", content: "one" },
      { id: "r1", role: "reasoning", content: "thinking" }, // the agent's copy lacks the encrypted value
      { id: "a1", role: "assistant", content: "agent's answer", toolCalls: [{ id: "c1", type: "function", function: { name: "f", arguments: "{}" } }] },
      { id: "a1", role: "assistant", content: "repeated" },
      { id: "x", role: "assistant", content: "from another client" },
    ] as Message[];
    const out = reconcileHistory(local, agent);
    expect(ids(out)).toEqual(["u1", "r1", "a1", "note", "u2", "x"]);
    expect(out[1]).toMatchObject({ encryptedValue: ENCRYPTED(1) });
    expect(out[2]).toMatchObject({ content: "agent's answer", toolCalls: [{ id: "c1", encryptedValue: ENCRYPTED(2) }] });
    expect(reconcileHistory(out, agent)).toEqual(out); // idempotent: nothing doubled on a second open
  });
});

describe("a session hydrates from the agent's history on open", () => {
  it("merges the agent's copy, keeps encrypted values and durations, saves the result, and a run waits for it", async () => {
    const storage = memoryStorage();
    const a = createAgentSession({ runner: fakeRunner().runner, storage, persistence: { saveDelayMs: 5 } } as never);
    a.connect();
    await a.ready();
    await a.run("one");
    await a.flush();
    const threadId = a.store.getState().threadId;
    const local = a.store.getState().messages;
    // The agent knows the turn (its reasoning without the encrypted value) and one more from another client.
    const agentCopy = [...local.map((m) => (m.role === "reasoning" ? { id: m.id, role: m.role, content: m.content } : m)), { id: "elsewhere", role: "user", content: "asked elsewhere" }, { id: "elsewhere-a", role: "assistant", content: "answered elsewhere" }] as Message[];
    const asked: string[] = [];
    const history = historyFrom(async (id: string) => (asked.push(id), agentCopy));
    const { runner, inputs } = fakeRunner({ from: 10 });
    const b = createAgentSession({ runner, storage, threadId, history, persistence: { saveDelayMs: 5 } } as never);
    b.connect();
    await b.run("two"); // waits for the restore and the history
    expect(asked).toEqual([threadId]);
    const s = b.store.getState();
    expect(ids(inputs[0]!.messages as Message[])).toEqual([...ids(local), "elsewhere", "elsewhere-a", inputs[0]!.messages.at(-1)!.id]);
    expect(s.messages.find((m) => m.id === "r1")).toMatchObject({ encryptedValue: ENCRYPTED(1) });
    expect(selectReasoningView(s, ["r1"])!.durationMs).toBe(12_000);
    expect(new Set(ids(s.messages)).size).toBe(s.messages.length);
    await b.flush();
    const stored = (await storage.load(`rui-thread:${threadId}`)) as { messages: Message[] };
    expect(ids(stored.messages)).toContain("elsewhere");
  });

  it("agentHistory: GET <url>/threads/:id → { messages }; 404 → none; a failure leaves the local copy", async () => {
    const server = createServer((req, res) => {
      if (req.url === "/agent/threads/known") return res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ messages: [{ id: "m", role: "user", content: "hi" }] }));
      if (req.url === "/agent/threads/broken") return res.writeHead(500).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/agent`;
    const history = agentHistory({ url });
    const signal = new AbortController().signal;
    expect(await history("known", signal)).toEqual([{ id: "m", role: "user", content: "hi" }]);
    expect(await history("unknown", signal)).toBeUndefined();
    await expect(history("broken", signal)).rejects.toThrow("HTTP 500");
    const session = createAgentSession({ runner: fakeRunner().runner, threadId: "broken", history } as never);
    session.connect();
    expect(await session.run("still works")).toBe("finished");
    await new Promise<void>((r) => server.close(() => r()));
  });
});
