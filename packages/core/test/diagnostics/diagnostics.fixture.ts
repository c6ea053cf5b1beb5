// Shared by the diagnostics suites: a lenient fold of events and the check that each diagnostic has its sentence.
import { expect } from "vitest";
import { createAgentStore, type AgentStore, type Diagnostic } from "../../src/index";
import { formatMessage } from "../../src/diagnostics/index";

/** An encrypted value the corpus carries: no sentence may contain it. */
export const SECRET = "c2VjcmV0LWJsb2I=";

/** Folds `events` one by one into a lenient store (as a transport does), then ends the stream. */
export function fold(events: readonly unknown[], store: AgentStore = createAgentStore({ threadId: "thread-1" })): Diagnostic[] {
  store.getState().beginRun("r1");
  for (const e of events) store.getState().applyEvent(e as never);
  store.getState().endStream({ status: "finished" });
  return store.getState().diagnostics;
}

/** The reducer's own diagnostics (a CUSTOM `reasoning-ui.diagnostic` brings its transport's message). */
export const own = (ds: readonly Diagnostic[]) => ds.filter((d) => d.eventType !== "CUSTOM");

export function expectSentences(ds: readonly Diagnostic[]): void {
  for (const d of own(ds)) {
    const sentence = formatMessage(d.code, d.params);
    expect(sentence, `${d.code} ${JSON.stringify(d.params)}`).toBeDefined();
    expect(sentence).not.toMatch(/undefined|\[object/);
    expect(sentence).not.toContain(SECRET);
    expect(d.message).toBe(sentence); // development builds (vitest: NODE_ENV "test") show the sentence
  }
}
