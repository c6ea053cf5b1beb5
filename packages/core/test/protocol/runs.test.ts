import { afterEach, describe, expect, it, vi } from "vitest";
import { isRunId, isThreadId, matchRunRoute, parseRunEventId, randomRunId, RUN_ROUTES, runEventId, runRouteUrl, splitRunEventId } from "../../src/protocol/runs";

afterEach(() => vi.unstubAllGlobals());

describe("run ids", () => {
  it("randomRunId gives a v4 UUID, also where crypto.randomUUID is missing (getRandomValues only)", () => {
    const id = randomRunId();
    expect(isRunId(id)).toBe(true);
    vi.stubGlobal("crypto", { getRandomValues: (b: Uint8Array) => b.fill(0xff) });
    const fallback = randomRunId();
    expect(isRunId(fallback)).toBe(true);
    expect(fallback[14]).toBe("4");
    vi.stubGlobal("crypto", undefined);
    expect(() => randomRunId()).toThrow(/Web Crypto/);
  });

  it("isRunId and isThreadId refuse what the routes must not take", () => {
    expect(isRunId("not-a-uuid")).toBe(false);
    expect(isRunId(42)).toBe(false);
    expect(isThreadId("thread 1")).toBe(true);
    expect(isThreadId("")).toBe(false);
    expect(isThreadId("a\nb")).toBe(false);
    expect(isThreadId("x".repeat(257))).toBe(false);
    expect(isThreadId("x".repeat(10), 5)).toBe(false);
  });
});

describe("run event ids", () => {
  it("runEventId and splitRunEventId go both ways; one colon only, a whole sequence number", () => {
    expect(splitRunEventId(runEventId("run-1", 42))).toEqual({ runId: "run-1", seq: 42 });
    for (const bad of ["42", ":1", "run-1:", "run-1:x", "a:b:1", "run-1:1234567890123456", "run-1:-1"]) expect(splitRunEventId(bad), bad).toBeUndefined();
  });

  it("parseRunEventId: none means from the start; another run's id or a malformed one is a coded refusal", () => {
    expect(parseRunEventId(undefined, "r")).toEqual({ ok: true, seq: 0 });
    expect(parseRunEventId("", "r")).toEqual({ ok: true, seq: 0 });
    expect(parseRunEventId("r:7", "r")).toEqual({ ok: true, seq: 7 });
    expect(parseRunEventId("other:7", "r")).toMatchObject({ ok: false, code: "last_event_id_other_run" });
    expect(parseRunEventId("garbage", "r")).toMatchObject({ ok: false, code: "invalid_last_event_id" });
  });
});

describe("run routes", () => {
  it("matchRunRoute tells the run, attach, cancel, status and capabilities routes apart under any mount path", () => {
    expect(matchRunRoute("/api/agent")).toEqual({ kind: "run" });
    expect(matchRunRoute("/api/agent/capabilities")).toEqual({ kind: "capabilities" });
    expect(matchRunRoute(`/api/agent/${RUN_ROUTES.attach("r 1")}`)).toEqual({ kind: "attach", runId: "r 1" });
    expect(matchRunRoute(`/api/agent/${RUN_ROUTES.cancel("r1")}`)).toEqual({ kind: "cancel", runId: "r1" });
    expect(matchRunRoute(`/api/agent/${RUN_ROUTES.status("r1")}`)).toEqual({ kind: "status", runId: "r1" });
    expect(matchRunRoute("/api/agent/runs/r1/delete")).toEqual({ kind: "not_found" });
    // A malformed escape is an empty run id (refused by the handler), not a throw.
    expect(matchRunRoute("/api/agent/runs/%E0%A4%A")).toEqual({ kind: "attach", runId: "" });
  });

  it("runRouteUrl appends the route to the agent URL, keeping its query and trailing slashes out", () => {
    expect(runRouteUrl("https://a.example/api/agent/?key=1", RUN_ROUTES.status("r1"), { threadId: "t 1" })).toBe("https://a.example/api/agent/runs/r1/status?key=1&threadId=t+1");
    expect(runRouteUrl(new URL("https://a.example/agent"), RUN_ROUTES.capabilities(), {})).toBe("https://a.example/agent/capabilities?");
  });
});
