// The one builder of a bridge's AG-UI events: open messages closed on RUN_FINISHED, skipped empty deltas, the
// encrypted value passed through untouched, and a throwing diagnostics callback that cannot break a run.
import { describe, expect, it } from "vitest";
import { AgUiEmitter } from "../src/emitter";

const emitter = (over: Partial<ConstructorParameters<typeof AgUiEmitter>[0]> = {}) => new AgUiEmitter({ threadId: "t", runId: "r", now: () => 7, ...over });
const types = (events: { type: string }[]) => events.map((e) => e.type);

describe("AgUiEmitter", () => {
  it("frames the run and closes what is still open before RUN_FINISHED, in order", () => {
    const e = emitter();
    e.runStarted();
    e.spanStart("s");
    e.reasoningStart("m");
    e.reasoningDelta("m", "");
    e.reasoningDelta("m", "Plan");
    e.runFinished({ inputTokens: 1, outputTokens: 2, totalTokens: 3 });
    const events = e.drain();
    expect(types(events)).toEqual(["RUN_STARTED", "REASONING_START", "REASONING_MESSAGE_START", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_END", "REASONING_END", "RUN_FINISHED"]);
    expect(events[0]).toMatchObject({ threadId: "t", runId: "r", timestamp: 7 });
    expect(events.at(-1)).toMatchObject({ usage: [{ inputTokens: 1, outputTokens: 2, totalTokens: 3 }] });
    expect(e.drain()).toEqual([]);
  });

  it("with runEvents: false it frames nothing; deltas for closed ids are skipped", () => {
    const e = emitter({ runEvents: false });
    e.runStarted();
    e.textStart("a");
    e.textDelta("a", "Hi");
    e.textEnd("a");
    e.textDelta("a", "late");
    e.runFinished();
    expect(types(e.drain())).toEqual(["TEXT_MESSAGE_START", "TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_END"]);
  });

  it("passes an encrypted value through byte-for-byte", () => {
    const e = emitter();
    const value = "gAAAA+/=\u2028opaque";
    e.hiddenReasoning("m", "encrypted", value);
    const events = e.drain();
    expect(types(events)).toEqual(["REASONING_MESSAGE_START", "REASONING_MESSAGE_END", "REASONING_ENCRYPTED_VALUE"]);
    expect(events.at(-1)).toMatchObject({ subtype: "message", entityId: "m", encryptedValue: value });
  });

  it("reports diagnostics, and a throwing callback is ignored", () => {
    const seen: string[] = [];
    emitter({ onDiagnostic: (d) => void seen.push(d.code) }).diagnostic("reasoning_after_text", "x");
    expect(seen).toEqual(["reasoning_after_text"]);
    expect(() =>
      emitter({
        onDiagnostic: () => {
          throw new Error("app bug");
        },
      }).diagnostic("x", "y"),
    ).not.toThrow();
  });
});
