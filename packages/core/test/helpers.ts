import type { BaseEvent } from "@ag-ui/core";
import { createAgentStore, type AgentStoreOptions } from "../src/index";
import { jsonPatch } from "../src/json-patch/index";

/** An event literal without fighting the discriminated union. */
export const ev = (type: string, fields: Record<string, unknown> = {}): BaseEvent => ({ type, ...fields }) as unknown as BaseEvent;

export const runStarted = (runId = "run-1") => ev("RUN_STARTED", { threadId: "thread-1", runId });
export const runFinished = (runId = "run-1") => ev("RUN_FINISHED", { threadId: "thread-1", runId });

/** A store (with JSON Patch support) after folding `events` as one batch. */
export function fold(events: BaseEvent[], options: AgentStoreOptions = {}) {
  const store = createAgentStore({ threadId: "thread-1", jsonPatch, ...options });
  store.getState().applyEvents(events);
  return store;
}

export const codes = (store: ReturnType<typeof fold>) => store.getState().diagnostics.map((d) => d.code);

/** `encryptedValue` of any message (ActivityMessage has none in the union). */
export const secretOf = (m: unknown): string | undefined => (m as { encryptedValue?: string } | undefined)?.encryptedValue;
