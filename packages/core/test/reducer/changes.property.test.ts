/**
 * The change feed reports every change of saved content (fast-check over random event sequences and commands),
 * checked against two oracles of the tests only (`test/storage/saveOracle.ts`): the JSON a save would write, and
 * the identities + live-container stamps persistence compared before the feed reported everything.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createAgentStore, type AgentChange, type AgentState } from "../../src/index";
import { SAVED_CHANGES } from "../../src/storage/persistence";
import { sameKey, saveKey, savedJson } from "../storage/saveOracle";
import { applyStep, sequence, type Step } from "./eventSequences";

type ContentChanged = Extract<AgentChange, { type: "content-changed" }>;

/** The changes that rebuild the thread or replace its list: the entities they changed are not listed one by one. */
const WHOLE = new Set(["messages-snapshot", "state-set", "branch-forked", "branch-switched", "thread-truncated", "thread-restored", "thread-reset"]);

/** What differs between two states, entity by entity, as JSON (a message, a reasoning record, a span, a tool call's times, a run). */
function changedIds(before: AgentState, after: AgentState) {
  const diff = <T>(a: Record<string, T>, b: Record<string, T>) => Object.keys({ ...a, ...b }).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  const byId = <T>(list: readonly T[], id: (x: T) => string) => Object.fromEntries(list.map((x) => [id(x), x]));
  return {
    messageIds: new Set([...diff(byId(before.messages, (m) => m.id), byId(after.messages, (m) => m.id)), ...diff(before.reasoning, after.reasoning)]),
    toolCallIds: new Set(diff(before.toolCallTimes ?? {}, after.toolCallTimes ?? {})),
    spanIds: new Set(diff(before.spans, after.spans)),
    runIds: new Set(diff(byId(before.runs, (r) => r.runId), byId(after.runs, (r) => r.runId))),
  };
}

describe("change feed: every change of saved content is reported, in its own batch", () => {
  it("saved content changed ⇒ a saving change in that batch; nothing saved changed ⇒ none; the entities changed are listed", () => {
    fc.assert(
      fc.property(sequence, (steps) => {
        const store = createAgentStore({ threadId: "t" });
        let batch: AgentChange[] = [];
        store.getState().addChangeListener((c) => batch.push(c));
        // An application's setState is seen by the reducer when it is handed that state: the next batch reports it
        // (an empty one closes the sequence), so the window checked runs from one batch to the next.
        let before = store.getState();
        let json = savedJson(before);
        let key = saveKey(before);
        let snapshot = JSON.parse(JSON.stringify({ messages: before.messages, reasoning: before.reasoning, spans: before.spans, toolCallTimes: before.toolCallTimes, runs: before.runs }));
        for (const s of [...steps, { kind: "events", events: [] } as Step]) {
          if (s.kind !== "setState") batch = [];
          try {
            applyStep(store, s);
          } catch {
            /* a refused command is still a batch */
          }
          if (s.kind === "setState") continue;
          const after = store.getState();
          const saving = batch.filter((c) => SAVED_CHANGES.has(c.type));
          const renamed = after.threadId !== before.threadId;
          const summaries = batch.filter((c): c is ContentChanged => c.type === "content-changed");
          // one summary per batch at most, delivered after every other change of the batch
          expect(summaries.length).toBeLessThanOrEqual(1);
          if (summaries.length === 1) expect(batch.at(-1)).toBe(summaries[0]);
          const jsonAfter = savedJson(after);
          if (jsonAfter !== json) expect(saving.length > 0 || renamed, `${s.kind} changed saved content unreported`).toBe(true);
          // Nothing written (no identity, no live-container stamp moved) ⇒ nothing reported that would save. A write
          // of an equal value — an empty delta, a message added again as it was — is a write, reported like any
          // (one save of the same content, ~0.3 % of these batches; a command that rebuilds the thread reports itself).
          if (sameKey(key, saveKey(after))) expect(saving.map((c) => c.type), `${s.kind} reported a save for a batch that wrote nothing saved`).toEqual([]);
          if (!batch.some((c) => WHOLE.has(c.type))) {
            const changed = changedIds(snapshot as AgentState, after);
            const listed = summaries[0] ?? { messageIds: [], toolCallIds: [], spanIds: [], runIds: [] };
            for (const kind of ["messageIds", "toolCallIds", "spanIds", "runIds"] as const) {
              for (const id of changed[kind]) expect(listed[kind], `${s.kind}: ${kind} ${id}`).toContain(id);
            }
          }
          before = after;
          json = savedJson(after);
          key = saveKey(after);
          snapshot = JSON.parse(JSON.stringify({ messages: after.messages, reasoning: after.reasoning, spans: after.spans, toolCallTimes: after.toolCallTimes, runs: after.runs }));
        }
      }),
      { numRuns: 300 },
    );
  });
});
