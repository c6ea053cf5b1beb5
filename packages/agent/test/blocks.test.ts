// A flat stream of reasoning / answer / tool-call deltas as AG-UI blocks with ids `<key>:<n>` in stream order.
import type { Event as AgUiEvent } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { BlockWriter } from "../src/blocks";
import { AgUiEmitter } from "../src/emitter";

const setup = (encryptedOf?: () => { encryptedValue?: string }) => {
  const diagnostics: string[] = [];
  const emitter = new AgUiEmitter({ threadId: "t", runId: "r", now: () => 1, runEvents: false, onDiagnostic: (d) => void diagnostics.push(d.code) });
  return { emitter, writer: new BlockWriter(emitter, "k", encryptedOf), diagnostics };
};
const shape = (events: AgUiEvent[]) => events.map((e) => `${e.type} ${"messageId" in e ? e.messageId : "toolCallId" in e ? e.toolCallId : ""}`.trim());

describe("BlockWriter", () => {
  it("reasoning is a span plus a message; the answer after it is a new message; ids follow stream order", () => {
    const { emitter, writer } = setup();
    writer.reasoning("Think");
    writer.reasoning(" more");
    writer.text("Answer");
    writer.closeAll();
    expect(shape(emitter.drain())).toEqual([
      "REASONING_START k:0:span",
      "REASONING_MESSAGE_START k:0",
      "REASONING_MESSAGE_CONTENT k:0",
      "REASONING_MESSAGE_CONTENT k:0",
      "REASONING_MESSAGE_END k:0",
      "REASONING_END k:0:span",
      "TEXT_MESSAGE_START k:1",
      "TEXT_MESSAGE_CONTENT k:1",
      "TEXT_MESSAGE_END k:1",
    ]);
  });

  it("reasoning after the answer began is a new block, reported", () => {
    const { emitter, writer, diagnostics } = setup();
    writer.text("Hi. ");
    writer.reasoning("hmm");
    writer.closeAll();
    expect(diagnostics).toEqual(["reasoning_after_text"]);
    expect(shape(emitter.drain()).filter((s) => s.startsWith("REASONING_MESSAGE_START") || s.startsWith("TEXT_MESSAGE_START"))).toEqual(["TEXT_MESSAGE_START k:0", "REASONING_MESSAGE_START k:1"]);
  });

  it("a block with no text but an encrypted value is a hidden message carrying it untouched", () => {
    const { emitter, writer } = setup(() => ({ encryptedValue: "OPAQUE==" }));
    writer.openReasoning();
    writer.closeReasoning();
    const events = emitter.drain();
    expect(events.find((e) => e.type === "REASONING_ENCRYPTED_VALUE")).toMatchObject({ entityId: "k:0", encryptedValue: "OPAQUE==" });
    expect(events.find((e) => e.type === "REASONING_MESSAGE_START")).toMatchObject({ metadata: { reasoningUi: { hidden: "encrypted" } } });
  });
});
