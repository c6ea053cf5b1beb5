/**
 * Property tests (issue 41, fast-check) of the run-log wire's validation in `@reasoning-ui/core/protocol`: run ids
 * (UUIDs only — unguessable), event ids `<runId>:<seq>` (1–15 digits), and the agent's route matching, so the client,
 * the agent and the demo agent agree on every input, hostile or not.
 */
import { isRunId, matchRunRoute, parseRunEventId, randomRunId, runEventId, runRouteUrl, RUN_ROUTES, splitRunEventId } from "@reasoning-ui/core/protocol";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const RUNS = { numRuns: 300 };

describe("run ids", () => {
  it("every UUID is a run id, in either case; randomRunId mints conforming v4 ids, all different", () => {
    fc.assert(fc.property(fc.uuid(), (u) => isRunId(u) && isRunId(u.toUpperCase())), RUNS);
    const minted = new Set(Array.from({ length: 1000 }, randomRunId));
    expect(minted.size).toBe(1000);
    for (const id of minted) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("randomRunId without crypto.randomUUID (a non-secure origin) still mints v4 ids from getRandomValues", () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const id = randomRunId();
      expect(isRunId(id)).toBe(true);
      expect(id[14]).toBe("4");
    } finally {
      Object.defineProperty(globalThis.crypto, "randomUUID", { value: original, configurable: true });
    }
  });

  it("anything that is not exactly a UUID is refused (short, long, padded, non-hex, other separators)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const uuidShape = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(s);
        return isRunId(s) === uuidShape;
      }),
      RUNS,
    );
    fc.assert(fc.property(fc.uuid(), fc.string({ minLength: 1, maxLength: 3 }), (u, extra) => !isRunId(u + extra) && !isRunId(extra + u) && !isRunId(` ${u}`)), RUNS);
    for (const v of [undefined, null, 1, {}, [], "1", "r1", "run-1"]) expect(isRunId(v)).toBe(false);
  });
});

describe("event ids", () => {
  it("runEventId and parseRunEventId round-trip for every run id and sequence up to 15 digits", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.integer({ min: 0, max: 999_999_999_999_999 }), (runId, seq) => {
        const id = runEventId(runId, seq);
        const parsed = parseRunEventId(id, runId);
        return parsed.ok && parsed.seq === seq && splitRunEventId(id)?.runId === runId;
      }),
      RUNS,
    );
  });

  it("a Last-Event-ID is accepted only as <this run>:<1–15 digits>; everything else is refused with its code, never thrown", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.string({ maxLength: 40 }), (runId, tail) => {
        const value = `${runId}:${tail}`;
        const parsed = parseRunEventId(value, runId);
        const valid = /^\d{1,15}$/.test(tail);
        return parsed.ok === valid && (parsed.ok || parsed.code === "invalid_last_event_id");
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), fc.integer({ min: 0, max: 10_000 }), (a, b, seq) => {
        const parsed = parseRunEventId(runEventId(a, seq), b);
        return a === b ? parsed.ok : !parsed.ok && parsed.code === "last_event_id_other_run";
      }),
      RUNS,
    );
    fc.assert(fc.property(fc.string({ maxLength: 80 }), fc.uuid(), (value, runId) => { parseRunEventId(value, runId); return true; }), RUNS);
    expect(parseRunEventId("", "x")).toEqual({ ok: true, seq: 0 });
    expect(parseRunEventId(null, "x")).toEqual({ ok: true, seq: 0 });
    expect(parseRunEventId(`x:${"9".repeat(16)}`, "x").ok).toBe(false);
    // Found by this property on CI (seed 1745525561): a second colon is a malformed id, not another run's.
    const u = "00000000-0000-1000-8000-000000000000";
    expect(parseRunEventId(`${u}::0`, u)).toMatchObject({ ok: false, code: "invalid_last_event_id" });
    expect(splitRunEventId(`${u}:1:2`)).toBeUndefined();
  });
});

describe("routes", () => {
  it("the URL the client builds is the route the agent matches, for every run id and base path", () => {
    const base = fc.array(fc.constantFrom("api", "agent", "v1", "x"), { maxLength: 3 }).map((p) => `http://h/${p.join("/")}`);
    fc.assert(
      fc.property(base, fc.uuid(), fc.constantFrom("attach", "cancel", "status") , fc.string({ maxLength: 20 }), (url, runId, kind, threadId) => {
        const built = new URL(runRouteUrl(url, RUN_ROUTES[kind](runId), { threadId }));
        const match = matchRunRoute(built.pathname);
        return match.kind === kind && "runId" in match && match.runId === runId && built.searchParams.get("threadId") === threadId;
      }),
      RUNS,
    );
    fc.assert(fc.property(fc.string({ maxLength: 100 }), (path) => { matchRunRoute(path); return true; }), RUNS); // never throws (bad %-escapes included)
    expect(matchRunRoute("/agent/runs/%E0%A4%A")).toEqual({ kind: "attach", runId: "" });
  });
});
