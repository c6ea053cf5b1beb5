/**
 * Property tests (issue 5, fast-check): reasoning content is the concatenation of its deltas in every
 * form and split (down to single bytes through `parseSseStream`); every encrypted value is resent
 * byte-identical; no message is ever lost among garbage events.
 */
import type { BaseEvent } from "@ag-ui/core";
import { buildRunAgentInput, createAgentStore, parseSseStream, type AgentStore } from "@reasoning-ui/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { byteStream, ev, frame, secretOf } from "../corpus/helpers";

const text = fc.string({ unit: "binary", maxLength: 12 }); // any code point, astral included
const deltas = fc.array(text, { maxLength: 40 });
const RUNS = { numRuns: 60 };

function fold(events: BaseEvent[], batches: number[] = []): AgentStore {
  const store = createAgentStore({ threadId: "t" });
  let i = 0;
  for (const size of batches) {
    store.getState().applyEvents(events.slice(i, i + size));
    i += size;
  }
  for (; i < events.length; i++) store.getState().applyEvent(events[i]!);
  return store;
}

const explicit = (id: string, ds: string[]) => [
  ev("REASONING_MESSAGE_START", { messageId: id, role: "reasoning" }),
  ...ds.map((delta) => ev("REASONING_MESSAGE_CONTENT", { messageId: id, delta })),
  ev("REASONING_MESSAGE_END", { messageId: id }),
];
/** Chunk form: an empty delta closes a chunk message, so it only comes last. */
const chunked = (id: string, ds: string[]) => [...ds.filter((d) => d !== "").map((delta) => ev("REASONING_MESSAGE_CHUNK", { messageId: id, delta })), ev("REASONING_MESSAGE_CHUNK", { messageId: id, delta: "" })];

describe("reasoning content = concatenation of its deltas", () => {
  it("explicit START/CONTENT/END, any deltas (empty and astral included), any batching", () => {
    fc.assert(
      fc.property(deltas, fc.array(fc.nat(8)), (ds, batches) => {
        const store = fold([ev("RUN_STARTED", { threadId: "t", runId: "r" }), ...explicit("m", ds)], batches);
        expect(store.getState().messages.find((m) => m.id === "m")?.content).toBe(ds.join(""));
        expect(store.getState().reasoning.m?.status).toBe("complete");
      }),
      RUNS,
    );
  });

  it("chunk form, any deltas, any batching", () => {
    fc.assert(
      fc.property(deltas, fc.array(fc.nat(8)), (ds, batches) => {
        const store = fold([ev("RUN_STARTED", { threadId: "t", runId: "r" }), ...chunked("m", ds)], batches);
        const m = store.getState().messages.find((x) => x.id === "m");
        if (ds.some((d) => d !== "")) expect(m?.content).toBe(ds.join(""));
      }),
      RUNS,
    );
  });

  it("long streams (thousands of deltas: in-place flattening kicks in) keep every character", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme", maxLength: 4 }), { minLength: 2000, maxLength: 5000 }), fc.boolean(), (ds, batched) => {
        const events = [ev("RUN_STARTED", { threadId: "t", runId: "r" }), ...explicit("m", ds)];
        const store = fold(events, batched ? [events.length] : []);
        expect(store.getState().messages.find((m) => m.id === "m")?.content).toBe(ds.join(""));
      }),
      { numRuns: 8 },
    );
  });

  it("through SSE bytes split at any byte offsets (UTF-8 characters split across chunks)", async () => {
    await fc.assert(
      fc.asyncProperty(deltas, fc.array(fc.nat(64), { maxLength: 30 }), fc.constantFrom("\n", "\r\n", "\r"), async (ds, cuts, eol) => {
        const events = [ev("RUN_STARTED", { threadId: "t", runId: "r" }), ...explicit("m", ds), ev("RUN_FINISHED", { threadId: "t", runId: "r" })];
        const bytes = new TextEncoder().encode(events.map((e) => frame(e, eol)).join(""));
        const chunks: Uint8Array[] = [];
        let at = 0;
        for (const c of cuts) {
          chunks.push(bytes.subarray(at, Math.min(bytes.length, at + c)));
          at = Math.min(bytes.length, at + c);
        }
        chunks.push(bytes.subarray(at));
        const store = createAgentStore({ threadId: "t" });
        for await (const e of parseSseStream(byteStream(chunks))) store.getState().applyEvent(e);
        expect(store.getState().messages.find((m) => m.id === "m")?.content).toBe(ds.join(""));
        expect(store.getState().status).toBe("finished");
      }),
      RUNS,
    );
  });
});

describe("encrypted values are resent byte-identical", () => {
  /** Random unicode (astral included) up to ~1 MB: a random piece repeated. */
  const big = fc.tuple(fc.string({ unit: "binary", minLength: 1, maxLength: 64 }), fc.integer({ min: 1, max: 1 << 20 })).map(([piece, size]) => piece.repeat(Math.max(1, Math.floor(size / piece.length))).slice(0, size + 2));

  it("on reasoning messages and tool calls, arriving before or after their entity, through the JSON wire", () => {
    fc.assert(
      fc.property(big, fc.string({ unit: "binary", maxLength: 200 }), fc.boolean(), (msgValue, toolValue, early) => {
        const store = createAgentStore({ threadId: "t" });
        const toolEv = ev("REASONING_ENCRYPTED_VALUE", { subtype: "tool-call", entityId: "tc1", encryptedValue: toolValue });
        store.getState().applyEvents([
          ev("RUN_STARTED", { threadId: "t", runId: "r" }),
          ...(early ? [toolEv] : []),
          ev("REASONING_MESSAGE_START", { messageId: "m", role: "reasoning" }),
          ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "m", encryptedValue: msgValue }),
          ev("REASONING_MESSAGE_END", { messageId: "m" }),
          ev("TOOL_CALL_START", { toolCallId: "tc1", toolCallName: "f", parentMessageId: "a" }),
          ev("TOOL_CALL_END", { toolCallId: "tc1" }),
          ...(early ? [] : [toolEv]),
          ev("RUN_FINISHED", { threadId: "t", runId: "r" }),
        ]);
        const input = buildRunAgentInput(store.getState());
        const wire = JSON.parse(JSON.stringify(input)) as typeof input;
        for (const sent of [input, wire]) {
          const m = sent.messages.find((x) => x.id === "m");
          expect(secretOf(m) === msgValue).toBe(true); // not toBe: no 1 MB diff on failure
          const tc = sent.messages.flatMap((x) => (x.role === "assistant" ? (x.toolCalls ?? []) : [])).find((t) => t.id === "tc1") as { encryptedValue?: string } | undefined;
          expect(tc?.encryptedValue === toolValue).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe("no message is ever lost", () => {
  type Item = { id: string; kind: "text" | "reasoning" | "tool"; parts: string[] };
  const item = (i: number) =>
    fc.record({ kind: fc.constantFrom("text" as const, "reasoning" as const, "tool" as const), parts: fc.array(fc.string({ unit: "binary", minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }) }).map((r): Item => ({ ...r, id: `${r.kind}-${i}` }));
  const items = fc.integer({ min: 1, max: 8 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => item(i))));
  const garbage = fc.constantFrom<unknown>(
    null,
    42,
    "RUN_FINISHED",
    [],
    { type: 9 },
    ev("NOT_AN_EVENT"),
    ev("TEXT_MESSAGE_CONTENT", { messageId: "ghost", delta: "boo" }),
    ev("TEXT_MESSAGE_END", { messageId: "ghost-2" }),
    ev("REASONING_MESSAGE_END", { messageId: "nope" }),
    ev("TOOL_CALL_ARGS", { toolCallId: "ghost-tc", delta: "{" }),
    ev("REASONING_ENCRYPTED_VALUE", { subtype: "tool-call", entityId: "nowhere", encryptedValue: "x" }),
    ev("RUN_STARTED", { threadId: "t", runId: "r" }),
    ev("REASONING_MESSAGE_CONTENT", { messageId: "__proto__", delta: "p" }),
    ev("STATE_DELTA", { delta: [{ op: "add", path: "/__proto__/polluted", value: true }] }),
  );

  function eventsOf(it: Item): BaseEvent[] {
    if (it.kind === "text") return [ev("TEXT_MESSAGE_START", { messageId: it.id, role: "assistant" }), ...it.parts.map((delta) => ev("TEXT_MESSAGE_CONTENT", { messageId: it.id, delta })), ev("TEXT_MESSAGE_END", { messageId: it.id })];
    if (it.kind === "reasoning") return explicit(it.id, it.parts);
    return [ev("TOOL_CALL_START", { toolCallId: it.id, toolCallName: "f", parentMessageId: `p-${it.id}` }), ...it.parts.map((delta) => ev("TOOL_CALL_ARGS", { toolCallId: it.id, delta })), ev("TOOL_CALL_END", { toolCallId: it.id })];
  }

  it("arbitrary interleavings of valid streams with garbage, any batching", () => {
    fc.assert(
      fc.property(items, fc.array(fc.nat()), fc.array(fc.tuple(fc.nat(), garbage), { maxLength: 12 }), fc.array(fc.nat(6)), (its, schedule, junk, batches) => {
        const queues = its.map(eventsOf);
        const merged: unknown[] = [ev("RUN_STARTED", { threadId: "t", runId: "r" })];
        let k = 0;
        while (queues.some((q) => q.length)) {
          const live = queues.filter((q) => q.length);
          merged.push(live[(schedule[k++] ?? 0) % live.length]!.shift());
        }
        for (const [at, g] of junk) merged.splice(1 + (at % merged.length), 0, g);
        const store = fold(merged as BaseEvent[], batches);
        const { messages } = store.getState();
        for (const it of its) {
          if (it.kind === "tool") {
            const tcs = messages.flatMap((m) => (m.role === "assistant" ? (m.toolCalls ?? []) : [])).filter((t) => t.id === it.id);
            expect(tcs).toHaveLength(1);
            expect(tcs[0]!.function.arguments).toBe(it.parts.join(""));
          } else {
            const found = messages.filter((m) => m.id === it.id);
            expect(found).toHaveLength(1);
            expect(found[0]!.content).toBe(it.parts.join(""));
          }
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 150 },
    );
  });
});
