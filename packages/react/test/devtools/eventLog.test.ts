/** The inspector's log without React: redaction of hostile shapes, bounds, grouping, stop. */
import { createAgentStore, type BaseEvent } from "@reasoning-ui/core";
import { createEventLog, toJSONLines } from "@reasoning-ui/react/devtools";
import { describe, expect, it } from "vitest";

const ev = (type: string, fields: Record<string, unknown> = {}) => ({ type, ...fields }) as unknown as BaseEvent;
const S = (tag: string) => `eyJhbGciOiJkaXIifQ..${tag}.${"Q".repeat(40)}.dGFn`;
type Log = ReturnType<typeof createEventLog>;
/** The log's snapshot once `ready` holds for it: checked now and at each of the log's notifications (its digests arrive asynchronously). */
const snapshotWhen = (log: Log, ready: (s: ReturnType<Log["getSnapshot"]>) => boolean) =>
  new Promise<ReturnType<Log["getSnapshot"]>>((resolve) => {
    let off = () => {};
    const check = () => {
      const s = log.getSnapshot();
      if (!ready(s)) return false;
      off();
      resolve(s);
      return true;
    };
    if (!check()) off = log.subscribe(check);
  });

describe("createEventLog", () => {
  it("redacts encrypted values at any depth (snapshots, tool calls, RAW provider payloads) and cuts long strings", async () => {
    const store = createAgentStore({ threadId: "t" });
    const log = createEventLog(store, { refreshMs: 0 });
    log.start();
    const secrets = [S("a"), S("b"), S("c"), S("d"), S("e")];
    // every entry in, and every secret's digest (computed asynchronously by Web Crypto) arrived
    const settled = snapshotWhen(log, (s) => s.entries.length === 5 && s.entries.every((e) => e.secrets.every((x) => x.sha256 !== undefined)));
    store.getState().applyEvents([
      ev("MESSAGES_SNAPSHOT", { messages: [{ id: "m1", role: "reasoning", content: "", encryptedValue: secrets[0] }, { id: "m2", role: "assistant", content: "x", toolCalls: [{ id: "tc", type: "function", function: { name: "f", arguments: "{}" }, encryptedValue: secrets[1] }] }] }),
      ev("RAW", { source: "openai", event: { item: { type: "reasoning", encrypted_content: secrets[2] } } }),
      ev("RAW", { source: "anthropic", event: { content_block: { type: "thinking", thinking: "", signature: secrets[3] } } }),
      ev("CUSTOM", { name: "x", value: { deep: [[{ encryptedContent: secrets[4] }]] } }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta: "y".repeat(10_000) }),
    ]);
    const { entries, runs, spans } = await settled;
    const text = JSON.stringify(entries) + toJSONLines(entries, { runs, spans });
    for (const s of secrets) expect(text).not.toContain(s.slice(20));
    expect(entries.map((e) => e.secrets.length)).toEqual([2, 1, 1, 1, 0]);
    expect(entries[0]!.secrets.map((s) => s.path)).toEqual(["messages[0].encryptedValue", "messages[1].toolCalls[0].encryptedValue"]);
    expect(entries[1]!.secrets[0]).toMatchObject({ length: secrets[2]!.length, sha256: expect.stringMatching(/^[0-9a-f]{8}$/) });
    const delta = (entries[4]!.event as { delta: string }).delta;
    expect(delta.length).toBeLessThan(300);
    expect(delta).toMatch(/…\[\+9760 chars\]$/);
    expect(entries[4]!.size).toBe(JSON.stringify({ type: "REASONING_MESSAGE_CONTENT", messageId: "m1", delta: "y".repeat(10_000) }).length);
    log.stop();
  });

  it("bounds wide and deep values, groups spans per lane, and listens only between start and stop", () => {
    const store = createAgentStore({ threadId: "t" });
    const log = createEventLog(store, { capacity: 50 });
    store.getState().applyEvent(ev("RUN_STARTED", { threadId: "t", runId: "before-start" }));
    log.start();
    let deep: unknown = "leaf";
    for (let i = 0; i < 50; i++) deep = { d: deep };
    store.getState().applyEvents([
      ev("RUN_STARTED", { threadId: "t", runId: "r1" }),
      ev("REASONING_START", { messageId: "p-span" }),
      ev("REASONING_START", { messageId: "s-span", subagentRunId: "lane" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "s-r", delta: "a", subagentRunId: "lane" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "p-r", delta: "b" }),
      ev("CUSTOM", { name: "wide", value: Array.from({ length: 5000 }, (_, i) => i) }),
      ev("CUSTOM", { name: "deep", value: deep }),
    ]);
    const { entries, spans } = log.getSnapshot();
    expect(entries).toHaveLength(0); // nobody subscribed: the snapshot is refreshed on notify only
    log.subscribe(() => {});
    log.setPaused(true);
    log.setPaused(false);
    const snap = log.getSnapshot();
    expect(snap.entries.map((e) => e.ids.runId ?? e.ids.messageId ?? e.ids.name)).toEqual(["r1", "p-span", "s-span", "s-r", "p-r", "wide", "deep"]);
    const span = (i: number) => snap.spans.get(snap.entries[i]!.spanKey!);
    expect(span(3)).toMatchObject({ spanId: "s-span", lane: "lane" });
    expect(span(4)).toMatchObject({ spanId: "p-span" });
    expect(JSON.stringify(snap.entries[5]!.event).length).toBeLessThan(3000);
    expect(JSON.stringify(snap.entries[6]!.event)).toContain("[…]");
    expect(spans.size).toBe(0);
    log.stop();
    store.getState().applyEvent(ev("RUN_FINISHED", { threadId: "t", runId: "r1" }));
    log.setPaused(true);
    log.setPaused(false);
    expect(log.getSnapshot().entries).toHaveLength(7);
  });
  it("puts each diagnostic on the event that raised it — even on one of two identical events of a batch — and names THINKING_* spans", async () => {
    const store = createAgentStore({ threadId: "t" });
    const log = createEventLog(store, { refreshMs: 0 });
    log.start();
    const settled = snapshotWhen(log, (s) => s.entries.length === 7);
    store.getState().applyEvents([
      ev("RUN_STARTED", { threadId: "t", runId: "r" }),
      ev("TEXT_MESSAGE_START", { messageId: "a", role: "assistant" }),
      ev("TEXT_MESSAGE_END", { messageId: "a" }),
      ev("TEXT_MESSAGE_END", { messageId: "a" }),
      ev("THINKING_START"),
      42,
      ev("THINKING_END"),
    ] as unknown as BaseEvent[]);
    const { entries, spans } = await settled;
    const rows = entries.map((e) => [e.type, e.diagnostics.map((d) => d.code)]);
    expect(rows).toEqual([
      ["RUN_STARTED", []],
      ["TEXT_MESSAGE_START", []],
      ["TEXT_MESSAGE_END", []],
      ["TEXT_MESSAGE_END", ["closed_id"]],
      ["THINKING_START", []],
      ["DIAGNOSTIC", ["invalid_event"]],
      ["THINKING_END", []],
    ]);
    const span = [...spans.values()][0]!;
    expect(span.spanId).toMatch(/^thinking-/);
    expect(entries[4]!.spanKey).toBe(span.key);
    expect(entries[6]!.spanKey).toBe(span.key);
    log.stop();
  });

  it("follows the thread commands on the feed: a reset or restore ends the open run and its spans, what follows is a run of its own", async () => {
    const store = createAgentStore({ threadId: "t" });
    const log = createEventLog(store, { refreshMs: 0 });
    log.start();
    store.getState().applyEvents([ev("RUN_STARTED", { threadId: "t", runId: "r" }), ev("REASONING_START", { messageId: "span" })]);
    store.getState().reset({ threadId: "other" }); // `thread-reset`: the open run and span belong to the thread that was
    await Promise.resolve(); // the log applies a command's changes once its publish has been delivered (a microtask)
    const settled = snapshotWhen(log, (s) => s.entries.length === 3);
    store.getState().applyEvent(ev("CUSTOM", { name: "after" }));
    const { entries } = await settled;
    expect(entries.map((e) => e.type)).toEqual(["RUN_STARTED", "REASONING_START", "CUSTOM"]);
    expect(entries[2]!.runKey).not.toBe(entries[0]!.runKey);
    expect(entries[2]!.spanKey).toBeUndefined();
    log.stop();
  });
});
