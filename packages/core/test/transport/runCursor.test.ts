import { describe, expect, it } from "vitest";
import type { BaseEvent } from "@ag-ui/core";
import { RunDetached, isDetach, noteEventId, noteTerminal, type RunCursor } from "../../src/transport/runCursor";

const cursor = (): RunCursor => ({ threadId: "t", runId: "local", lastEventId: undefined, resumable: false, terminal: false });

describe("the run cursor", () => {
  it("an id naming a run (<runId>:<seq>) moves the cursor and makes the run resumable", () => {
    const c = cursor();
    noteEventId(c, "run-9:12");
    expect(c).toMatchObject({ runId: "run-9", lastEventId: "run-9:12", resumable: true });
  });

  it("any other id leaves the cursor as it was", () => {
    const c = cursor();
    noteEventId(c, "42");
    noteEventId(c, "");
    noteEventId(c, "a:b:c");
    expect(c).toEqual(cursor());
  });

  it("RUN_FINISHED or RUN_ERROR in a batch makes it terminal; other events do not", () => {
    const c = cursor();
    noteTerminal(c, [{ type: "TEXT_MESSAGE_CONTENT" } as BaseEvent]);
    expect(c.terminal).toBe(false);
    noteTerminal(c, [{ type: "RUN_ERROR" } as BaseEvent]);
    expect(c.terminal).toBe(true);
  });

  it("a detach is told apart from other abort reasons by name", () => {
    const reason = new RunDetached();
    expect(reason.message).toMatch(/goes on at the agent/);
    expect(isDetach(reason)).toBe(true);
    expect(isDetach(new DOMException("aborted", "AbortError"))).toBe(false);
    expect(isDetach("RunDetached")).toBe(false);
  });
});
