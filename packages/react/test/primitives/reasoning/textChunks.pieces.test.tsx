/**
 * P7 from a store (issue 31): the chunked renderer reads a streamed text through core's flat pieces, never the
 * one string (a V8 rope whose first read would copy all of it every frame). Same chunks either way.
 */
import { render } from "@testing-library/react";
import { createAgentStore, textPieces, type BaseEvent } from "@reasoning-ui/core";
import { describe, expect, it } from "vitest";
import { Reasoning } from "../../../src";
import { createTextChunker } from "../../../src/primitives/reasoning/textChunks";

const ev = (e: Record<string, unknown>) => e as unknown as BaseEvent;
const line = (i: number) => `step ${i}: ${"weighing the forecast against the sources ".slice(0, 10 + (i * 7) % 30)}`;

/** Random cuts of `text` into pieces (some empty). */
function cut(text: string, seed: number): string[] {
  const pieces: string[] = [];
  let at = 0;
  while (at < text.length) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const n = seed % 3 === 0 ? 0 : 1 + (seed % 9000);
    pieces.push(text.slice(at, at + n));
    at += n;
  }
  return pieces;
}

describe("createTextChunker over pieces", () => {
  it("splits pieces exactly as the string, growing text after growing text, and reads nothing but the pieces", () => {
    const byString = createTextChunker();
    const byPieces = createTextChunker();
    let text = "";
    for (let round = 0; round < 40; round++) {
      for (let i = 0; i < 60; i++) text += `${line(round * 60 + i)}${i % 5 === 0 ? "\n\n" : "\n"}`;
      const pieces = cut(text, round + 1);
      // `whole` stands for the store's string: a decoy of the same length, so any read of it would show.
      const decoy = "#".repeat(text.length);
      const a = byString.split(text);
      const b = byPieces.split(decoy, pieces);
      expect(b.finished).toEqual(a.finished);
      expect(b.tail).toBe(a.tail);
    }
    expect(text.length).toBeGreaterThan(64 * 1024);
  });
});

describe("Reasoning.Content with a text a store streamed", () => {
  it("renders the store's text whole from its pieces", () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().applyEvents([ev({ type: "RUN_STARTED", threadId: "t", runId: "r" }), ev({ type: "REASONING_MESSAGE_START", messageId: "r1", role: "reasoning" })]);
    let expected = "";
    for (let i = 0; i < 3000; i++) {
      const delta = `${line(i)}\n`;
      expected += delta;
      store.getState().applyEvent(ev({ type: "REASONING_MESSAGE_CONTENT", messageId: "r1", delta }));
    }
    const text = store.getState().messages[0]!.content as string;
    expect(textPieces(text)!.length).toBeGreaterThan(1);
    const { container } = render(
      <Reasoning.Root status="streaming" defaultOpen>
        <Reasoning.Content text={text} />
      </Reasoning.Root>,
    );
    const chunks = [...container.querySelectorAll('[data-rui="reasoning-text-chunk"]')].map((c) => c.textContent);
    expect(chunks.length).toBeGreaterThan(4);
    expect(chunks.join("\n")).toBe(expected);
  });
});
