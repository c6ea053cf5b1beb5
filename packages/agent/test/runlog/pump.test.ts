import { EventType, type BaseEvent } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { createRunLog, type LoggedEvent } from "../../src";

const all = async (events: AsyncIterable<LoggedEvent>) => {
  const out: LoggedEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
};

describe("run log pump", () => {
  it("cancel ends the run at once even when the source ignores its signal; what it yields after is dropped", async () => {
    const runs = createRunLog();
    let release!: () => void;
    const stuck = new Promise<void>((r) => (release = r));
    const started = runs.start({ threadId: "t", runId: "r" }, async function* () {
      yield { type: EventType.RUN_STARTED, threadId: "t", runId: "r" } as BaseEvent;
      await stuck; // never looks at the signal
      yield { type: EventType.RUN_FINISHED, threadId: "t", runId: "r" } as BaseEvent;
    }());
    const reading = all(started.events);
    await new Promise((r) => setTimeout(r, 10));
    expect(await runs.cancel({ threadId: "t", runId: "r" })).toMatchObject({ status: "cancelled" });
    expect(await started.done).toBe("cancelled");
    release();
    const events = await reading;
    expect(events.map((e) => JSON.parse(e.data).type)).toEqual(["RUN_STARTED"]);
    expect(await runs.status({ threadId: "t", runId: "r" })).toMatchObject({ status: "cancelled", code: "cancelled", lastEventId: "r:1" });
  });

  it("the end is the event's type, never a text search: a delta quoting RUN_FINISHED does not end the run", async () => {
    const runs = createRunLog();
    const started = runs.start({ threadId: "t", runId: "r" }, async function* () {
      yield { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: '{"type":"RUN_FINISHED"}' } as BaseEvent;
    }());
    await all(started.events);
    expect(await started.done).toBe("error");
    expect(await runs.status({ threadId: "t", runId: "r" })).toMatchObject({ status: "error", code: "stream_ended" });
  });

  it("a source that throws (even when called) ends the run with a RUN_ERROR event and a diagnostic without the provider's message", async () => {
    const diagnostics: { code: string; message: string }[] = [];
    const runs = createRunLog({ onDiagnostic: (d) => diagnostics.push(d) });
    const started = runs.start({ threadId: "t", runId: "r" }, () => {
      throw Object.assign(new Error("prompt: secret"), { status: 500 });
    });
    const events = await all(started.events);
    expect(await started.done).toBe("error");
    expect(JSON.parse(events[0]!.data)).toEqual({ type: "RUN_ERROR", message: "The agent's event source failed.", code: "source_failed" });
    expect(diagnostics[0]!.code).toBe("source_failed");
    expect(diagnostics[0]!.message).not.toContain("secret");
  });

  it("trims the oldest events beyond maxLogEvents and maxLogBytes, keeping at least the newest", async () => {
    const runs = createRunLog({ maxLogEvents: 5, maxLogBytes: 10_000 });
    const started = runs.start({ threadId: "t", runId: "r" }, async function* () {
      for (let i = 0; i < 20; i++) yield { type: EventType.CUSTOM, name: "n", value: i } as BaseEvent;
      yield { type: EventType.CUSTOM, name: "big", value: "x".repeat(20_000) } as BaseEvent;
      yield { type: EventType.RUN_FINISHED, threadId: "t", runId: "r" } as BaseEvent;
    }());
    expect(await started.done).toBe("finished");
    const after = await runs.attach({ threadId: "t", runId: "r" }, "r:21");
    expect(after.ok).toBe(true);
    expect(await runs.attach({ threadId: "t", runId: "r" }, "r:19")).toMatchObject({ ok: false, error: { status: 410, code: "log_trimmed" } });
  });

  it("waitUntil gets each logged run's work, settled once the run ended", async () => {
    const handed: Promise<unknown>[] = [];
    const runs = createRunLog({ waitUntil: (p) => void handed.push(p) });
    let settled = false;
    const started = runs.start({ threadId: "t", runId: "r" }, async function* () {
      await new Promise((r) => setTimeout(r, 20));
      yield { type: EventType.RUN_FINISHED, threadId: "t", runId: "r" } as BaseEvent;
    }());
    expect(handed).toHaveLength(1);
    void handed[0]!.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 5));
    expect(settled).toBe(false); // no reader: the run goes on, and the host is asked to wait for it
    expect(await handed[0]).toBe("finished");
    expect(await started.done).toBe("finished");
  });
});
