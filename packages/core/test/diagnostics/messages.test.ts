/**
 * Diagnostics as codes (issue 31, docs/architecture.md "Diagnostics as codes"): every diagnostic the reducer raises
 * has its sentence in the one message table; production builds carry the code and params only (the sentences are
 * not in the bundle) and `formatDiagnostic` builds the same sentence a development build shows; strict errors stay
 * readable in production.
 */
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAgentStore } from "../../src/index";
import { DIAGNOSTIC_MESSAGES, formatDiagnostic, formatMessage } from "../../src/diagnostics/index";
import { strict } from "../../src/strict/index";
import { cases } from "../../../../test/corpus/protocolCases";
import { buildStream, CHUNK_HEAVY, DEFAULT_WEIGHTS, type Move } from "../../../../test/conformance/streamBuilder";
import { ev, runStarted } from "../helpers";
import { SECRET, fold, expectSentences } from "./diagnostics.fixture";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the message table", () => {
  it("has a sentence for every diagnostic of the hostile corpus, with every param it names", () => {
    let seen = 0;
    const codes = new Set<string>();
    for (const c of cases) {
      const ds = fold(c.events(SECRET));
      expectSentences(ds);
      seen += ds.length;
      for (const d of ds) codes.add(d.code);
    }
    expect(seen).toBeGreaterThan(20);
    expect(codes.size).toBeGreaterThan(10);
  });

  it("has a sentence for every diagnostic of generated, perturbed streams of every family", () => {
    const move = fc.tuple(fc.nat(999), fc.nat(999), fc.nat(999)) as fc.Arbitrary<Move>;
    const drops = fc.array(fc.nat(), { maxLength: 6 });
    for (const weights of [DEFAULT_WEIGHTS, CHUNK_HEAVY]) {
      fc.assert(
        fc.property(fc.array(move, { minLength: 1, maxLength: 40 }), fc.nat(2), drops, (moves, ending, cut) => {
          const events = buildStream(moves, ending, weights).events.slice();
          // Drop and duplicate a few events: unknown ids, closed ids, overlapping starts, lane and phase violations.
          for (const n of cut) {
            const at = n % events.length;
            if (n % 2) events.splice(at, 1);
            else events.splice(at, 0, events[at]!);
          }
          expectSentences(fold(events));
        }),
        { numRuns: 150, seed: 31 },
      );
    }
  });

  it("has a sentence for the diagnostics of subagents, steps, activity, patches, chunks, lanes, outcomes and commands", () => {
    const store = createAgentStore({ threadId: "thread-1" });
    const ds = fold(
      [
        runStarted(),
        ev("SUBAGENT_STARTED", { subagentRunId: "s1", name: "a", parentSubagentRunId: "nope" }),
        ev("SUBAGENT_STARTED", { subagentRunId: "s1", name: "a" }),
        ev("SUBAGENT_STARTED", { subagentRunId: "s2", description: null }),
        ev("SUBAGENT_FINISHED", { subagentRunId: "s9", outcome: { type: "weird", interruptIds: [1] } }),
        ev("SUBAGENT_ERROR", { subagentRunId: "s2" }),
        ev("STEP_STARTED", { stepName: "plan" }),
        ev("STEP_STARTED", { stepName: "plan" }),
        ev("STEP_FINISHED", { stepName: "plan", subagentRunId: "s1" }),
        ev("STEP_FINISHED", { stepName: "never" }),
        ev("ACTIVITY_SNAPSHOT", { messageId: "act", activityType: "x", content: 3 }),
        ev("ACTIVITY_DELTA", { messageId: "ghost", patch: [] }),
        ev("STATE_DELTA", { delta: [{ op: "add", path: "/a", value: 1 }] }),
        ev("MESSAGES_SNAPSHOT", { messages: 5 }),
        ev("TEXT_MESSAGE_START", { messageId: "t1", subagentRunId: "s1" }),
        ev("TEXT_MESSAGE_CONTENT", { messageId: "t1", delta: "x", subagentRunId: "s2" }),
        ev("TEXT_MESSAGE_CHUNK", { delta: "y" }),
        ev("TOOL_CALL_CHUNK", { toolCallId: "c1", delta: "{" }),
        ev("TOOL_CALL_CHUNK", { toolCallId: "c1", toolCallName: "other", delta: "}" }),
        ev("REASONING_ENCRYPTED_VALUE", { subtype: "bogus", entityId: "e" }),
        ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "nobody", encryptedValue: SECRET }),
        ev("TOOL_CALL_START", { toolCallId: "c2", toolCallName: "f", parentMessageId: "t1", subagentRunId: "s2" }),
        ev("RUN_FINISHED", { threadId: "thread-1", runId: "r1", outcome: { type: "interrupt", interrupts: [] } }),
        ev("RUN_FINISHED", { threadId: "thread-1", runId: "r1", usage: 3, outcome: { type: "odd" } }),
      ],
      store,
    );
    const s = store.getState();
    s.addMessage({ id: 7 } as never);
    s.truncateAfter("nope");
    s.fork("nope");
    s.switchBranch("nope", 3);
    const all = s.diagnostics;
    expectSentences(all);
    expect(new Set(all.map((d) => d.code)).size).toBeGreaterThan(20);
    expect(ds.length).toBeGreaterThan(20);
  });

  it("keys every sentence by a code or code:variant and formats unknown codes as undefined", () => {
    for (const key of Object.keys(DIAGNOSTIC_MESSAGES)) expect(key).toMatch(/^[a-z_]+(:[a-z_]+)?$/);
    expect(formatMessage("not_a_code")).toBeUndefined();
    expect(formatMessage("constructor")).toBeUndefined();
    expect(formatMessage("toString", { variant: "x" })).toBeUndefined();
  });
});

describe("the bundle", () => {
  const require = createRequire(import.meta.url);
  const esbuild = createRequire(require.resolve("@size-limit/esbuild"))("esbuild") as { build: (options: object) => Promise<{ outputFiles: { text: string }[] }> };
  const root = fileURLToPath(new URL("../../../../", import.meta.url));
  /** Minified as size-limit builds an app (esbuild, every minification on: `process.env.NODE_ENV` is "production"). */
  const build = async (entry: string) =>
    (
      await esbuild.build({
        entryPoints: [root + entry],
        bundle: true,
        minify: true,
        format: "esm",
        write: false,
        alias: { "@reasoning-ui/core/strict": `${root}packages/core/src/strict/index.ts`, "@reasoning-ui/core": `${root}packages/core/src/index.ts` },
        logLevel: "silent",
      })
    ).outputFiles[0]!.text;
  const sentences = ["started while already open", "arrived before RUN_STARTED", "is not an object with a string type", "could not be applied"];

  it("of a store in production carries no diagnostic sentence; the strict entry carries them", async () => {
    const store = await build("bench/size/core-store.ts");
    for (const s of sentences) expect(store).not.toContain(s);
    expect(store).not.toContain("process.env");
    const withStrict = await build("bench/size/strict.ts");
    for (const s of sentences) expect(withStrict).toContain(s);
  }, 30_000);
});
