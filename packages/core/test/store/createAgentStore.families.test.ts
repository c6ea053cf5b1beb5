/**
 * Event families as modules (issue 31, docs/architecture.md "Event families as modules"): the reducer's core plus
 * the families a store is given; `createAgentStore` has them all, `createAgentStoreWith` only those named.
 */
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  activityEvents,
  allEventFamilies,
  chunkEvents,
  createAgentStore,
  createAgentStoreWith,
  customEvents,
  legacyThinkingEvents,
  stepEvents,
  subagentEvents,
  type BaseEvent,
} from "../../src/index";
import { buildStream, CHUNK_HEAVY, DEFAULT_WEIGHTS, type Move } from "../../../../test/conformance/streamBuilder";
import { ev, runStarted } from "../helpers";

/** One event of each family beyond the core, between core events. */
const mixed = (): BaseEvent[] => [
  runStarted(),
  ev("STEP_STARTED", { stepName: "plan" }),
  ev("TEXT_MESSAGE_START", { messageId: "a", role: "assistant" }),
  ev("SUBAGENT_STARTED", { subagentRunId: "s1", name: "helper" }),
  ev("TEXT_MESSAGE_CONTENT", { messageId: "a", delta: "hi" }),
  ev("ACTIVITY_SNAPSHOT", { messageId: "act", activityType: "search", content: { q: 1 } }),
  ev("THINKING_START", {}),
  ev("REASONING_MESSAGE_CHUNK", { messageId: "r", delta: "think" }),
  ev("CUSTOM", { name: "reasoning-ui.diagnostic", value: { code: "reconnecting", message: "reconnecting…" } }),
  ev("TEXT_MESSAGE_END", { messageId: "a" }),
  ev("STEP_STARTED", { stepName: "again" }),
];

/** A state without its actions (each store's own closures). */
const data = (s: object) => Object.fromEntries(Object.entries(s).filter(([, v]) => typeof v !== "function"));

describe("createAgentStoreWith", () => {
  it("with no family: every core event applied in order, each other family's event ignored with event_family_missing (once per type)", () => {
    const store = createAgentStoreWith([], { threadId: "thread-1" });
    const raw: string[] = [];
    store.getState().addEventListener("RAW", (e) => raw.push(e.type));
    store.getState().applyEvents([...mixed(), ev("RAW", { event: {} })]);
    const s = store.getState();
    expect(s.messages).toEqual([{ id: "a", role: "assistant", content: "hi" }]);
    expect(s.steps).toEqual([]);
    expect(s.subagents).toEqual({});
    expect(s.diagnostics.map((d) => [d.code, d.eventType])).toEqual([
      ["event_family_missing", "STEP_STARTED"],
      ["event_family_missing", "SUBAGENT_STARTED"],
      ["event_family_missing", "ACTIVITY_SNAPSHOT"],
      ["event_family_missing", "THINKING_START"],
      ["event_family_missing", "REASONING_MESSAGE_CHUNK"],
      ["event_family_missing", "CUSTOM"],
    ]);
    expect(s.diagnostics[0]!.message).toBe("ignored STEP_STARTED: this store was not given its event family (stepEvents; createAgentStore handles every family)");
    expect(raw).toEqual(["RAW"]);
  });

  it("with the families named: those handled, the others reported", () => {
    const store = createAgentStoreWith([stepEvents, chunkEvents], { threadId: "thread-1" });
    store.getState().applyEvents(mixed());
    const s = store.getState();
    expect(s.steps).toEqual(["plan", "again"]);
    expect(s.messages.map((m) => [m.id, m.role])).toEqual([
      ["a", "assistant"],
      ["r", "reasoning"],
    ]);
    expect(s.diagnostics.filter((d) => d.code === "event_family_missing").map((d) => d.eventType)).toEqual(["SUBAGENT_STARTED", "ACTIVITY_SNAPSHOT", "THINKING_START", "CUSTOM"]);
  });

  describe("with every family, folds exactly as createAgentStore", () => {
    beforeAll(() => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(1_763_798_400_000);
    });
    afterAll(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it("on generated streams of every family (300)", () => {
      const move = fc.tuple(fc.nat(999), fc.nat(999), fc.nat(999)) as fc.Arbitrary<Move>;
      const families = [chunkEvents, subagentEvents, activityEvents, stepEvents, customEvents, legacyThinkingEvents];
      expect(new Set(families)).toEqual(new Set(allEventFamilies));
      for (const weights of [DEFAULT_WEIGHTS, CHUNK_HEAVY]) {
        fc.assert(
          fc.property(fc.array(move, { minLength: 1, maxLength: 40 }), fc.nat(2), (moves, ending) => {
            const events = buildStream(moves, ending, weights).events as unknown as BaseEvent[];
            // Generated ids (chunk streams without one, THINKING_*) from the same sequence in both stores.
            let n = 0;
            const uuid = vi.spyOn(globalThis.crypto, "randomUUID").mockImplementation(() => `00000000-0000-4000-8000-${String(n++).padStart(12, "0")}` as `${string}-${string}-${string}-${string}-${string}`);
            const a = createAgentStore({ threadId: "thread-1" });
            for (const e of events) a.getState().applyEvent(e);
            n = 0;
            const b = createAgentStoreWith(families, { threadId: "thread-1" });
            for (const e of events) b.getState().applyEvent(e);
            uuid.mockRestore();
            expect(data(b.getState())).toEqual(data(a.getState()));
          }),
          { numRuns: 150, seed: 3131 },
        );
      }
    });
  });
});

describe("the bundle", () => {
  const require = createRequire(import.meta.url);
  const esbuild = createRequire(require.resolve("@size-limit/esbuild"))("esbuild") as { build: (options: object) => Promise<{ outputFiles: { text: string }[] }> };
  const root = fileURLToPath(new URL("../../../../", import.meta.url));
  const build = async (source: string) =>
    (
      await esbuild.build({
        stdin: { contents: source, resolveDir: root, loader: "ts" },
        bundle: true,
        minify: true,
        format: "esm",
        write: false,
        alias: { "@reasoning-ui/core": `${root}packages/core/src/index.ts` },
        logLevel: "silent",
      })
    ).outputFiles[0]!.text;

  it("of createAgentStoreWith([]) carries no family; createAgentStore carries them all", async () => {
    // Strings only a family's code has: subagents' optional field, the legacy mapping's generated id, the chunk lane key.
    const markers = ["parentSubagentRunId", "thinking-message", "chunk-lane:"];
    const lean = await build(`export { createAgentStoreWith } from "@reasoning-ui/core";`);
    const full = await build(`export { createAgentStore } from "@reasoning-ui/core";`);
    for (const m of markers) expect([m, lean.includes(m), full.includes(m)]).toEqual([m, false, true]);
    expect(lean.length).toBeLessThan(full.length - 8_000);
  }, 30_000);
});
