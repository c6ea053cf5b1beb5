/**
 * Property tests (issue 22, fast-check): stored data is untrusted. Any corruption of a valid stored thread —
 * a field replaced by any JSON value, removed, or the whole value replaced — is either rejected with a typed
 * error or restores into a store whose views can be derived; nothing throws. A valid thread round-trips with
 * every encrypted value byte-identical.
 */
import { createAgentSession, createAgentStore, selectBranchOf, selectListItems, selectReasoningView, selectTurnTimeline, type AgentRunner } from "@reasoning-ui/core";
import { parseStoredThread, toStoredThread } from "@reasoning-ui/core/storage";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const ENC = "eyJhbGciOiJkaXIifQ..aXY.Y2lwaGVy.dGFn";
const runner: AgentRunner = async ({ input, store }) => {
  const n = input.messages.length;
  store.getState().beginRun(input.runId, { forwardedProps: input.forwardedProps });
  store.getState().applyEvents([
    { type: "RUN_STARTED", threadId: input.threadId, runId: input.runId },
    { type: "REASONING_MESSAGE_START", messageId: `r${n}`, role: "reasoning" },
    { type: "REASONING_MESSAGE_CONTENT", messageId: `r${n}`, delta: "thinking" },
    { type: "REASONING_MESSAGE_END", messageId: `r${n}` },
    { type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: `r${n}`, encryptedValue: ENC },
    { type: "TOOL_CALL_START", toolCallId: `c${n}`, toolCallName: "f", parentMessageId: `a${n}` },
    { type: "TOOL_CALL_END", toolCallId: `c${n}` },
    { type: "TOOL_CALL_RESULT", messageId: `t${n}`, toolCallId: `c${n}`, content: "ok" },
    { type: "TEXT_MESSAGE_START", messageId: `x${n}`, role: "assistant" },
    { type: "TEXT_MESSAGE_CONTENT", messageId: `x${n}`, delta: "answer" },
    { type: "TEXT_MESSAGE_END", messageId: `x${n}` },
    { type: "RUN_FINISHED", threadId: input.threadId, runId: input.runId },
  ] as never);
  store.getState().endStream({ status: "finished" });
  return "finished";
};

async function validStored() {
  const session = createAgentSession({ runner, threadId: "t" });
  await session.run("one");
  await session.run("two");
  await session.retry();
  await session.edit(session.store.getState().messages[0]!.id, "one, edited");
  return JSON.parse(JSON.stringify(toStoredThread(session.store.getState(), 1))) as Record<string, unknown>;
}

/** Every path (array of keys) to a value inside `v`, up to `max`. */
function paths(v: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...at, i], out));
  else if (v && typeof v === "object") for (const k of Object.keys(v)) paths((v as Record<string, unknown>)[k], [...at, k], out);
  return out;
}

function mutate(v: Record<string, unknown>, path: (string | number)[], value: unknown, remove: boolean): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(v);
  let cur: Record<string | number, unknown> = copy;
  for (const k of path.slice(0, -1)) cur = cur[k] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) delete cur[last];
  else cur[last] = value;
  return copy;
}

describe("stored threads are untrusted", () => {
  it("any corruption is rejected with a typed error or restores into views that derive; nothing throws", async () => {
    const stored = await validStored();
    const all = paths(stored);
    const ok = parseStoredThread(stored);
    expect(ok.ok).toBe(true);
    const seen = { accepted: 0, rejected: 0 };
    fc.assert(
      fc.property(fc.nat(all.length - 1), fc.jsonValue({ maxDepth: 2 }), fc.boolean(), (i, value, remove) => {
        const bad = mutate(stored, all[i]!, value, remove);
        const parsed = parseStoredThread(bad);
        if (!parsed.ok) {
          expect(["corrupt", "too_large", "unsupported_version"]).toContain(parsed.error.code);
          expect(parsed.error.message).not.toContain(ENC);
          seen.rejected++;
          return;
        }
        seen.accepted++;
        const store = createAgentStore();
        store.getState().restore(parsed.snapshot);
        const state = store.getState();
        for (const item of selectListItems(state)) {
          if (item.kind === "reasoning") selectReasoningView(state, item.messageIds);
          else selectBranchOf(state, item.messageId);
          selectTurnTimeline(state, item.kind === "reasoning" ? item.messageIds : [item.messageId]);
        }
        for (const parent of Object.keys(state.branches)) for (let k = 0; k < state.branches[parent]!.count; k++) store.getState().switchBranch(parent, k);
      }),
      { numRuns: 300 },
    );
    expect(seen.accepted).toBeGreaterThan(20); // both sides of the property were exercised
    expect(seen.rejected).toBeGreaterThan(20);
  });

  it("a valid thread round-trips: every encrypted value byte-identical on every branch", async () => {
    const stored = await validStored();
    const parsed = parseStoredThread(structuredClone(stored));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const store = createAgentStore();
    store.getState().restore(parsed.snapshot);
    const values = (messages: { encryptedValue?: string }[]) => messages.map((m) => m.encryptedValue).filter(Boolean);
    expect(values(store.getState().messages as never)).toEqual([ENC]);
    store.getState().switchBranch("", 0);
    expect(values(store.getState().messages as never)).toEqual([ENC, ENC]);
    expect(JSON.parse(JSON.stringify(toStoredThread(store.getState(), 1))).branchVariants[""][1].messages.length).toBeGreaterThan(0);
  });
});
