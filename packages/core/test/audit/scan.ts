/**
 * What went into a store that must never come out of an audit trail: every content string (deltas,
 * message content, tool arguments and results, titles, error messages) and every encrypted value.
 */
import type { AgentState, BaseEvent } from "@reasoning-ui/core";
import { expect } from "vitest";

/** Fields whose string values are content or secrets (anything else on an event is an id, a name or an enum). */
const CONTENT_KEYS = new Set(["delta", "content", "encryptedValue", "encryptedContent", "arguments", "result", "title", "message", "snapshot", "patch", "value", "rawEvent", "event", "text"]);

/** Collects, from anything (an event, a message), every string found under a content key, at any depth. */
export function collectContent(value: unknown, into: Set<string>, underContent = false, depth = 0): void {
  if (depth > 20) return;
  if (typeof value === "string") {
    if (underContent && value.length > 0) into.add(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const v of value) collectContent(v, into, underContent, depth + 1);
    return;
  }
  if (value === null || typeof value !== "object") return;
  for (const [k, v] of Object.entries(value)) collectContent(v, into, underContent || CONTENT_KEYS.has(k), depth + 1);
}

/** Records every content string and encrypted value delivered by the store, and those of its final state. */
export function recordInputs(store: { getState(): AgentState }): { content: Set<string>; finish(): void } {
  const content = new Set<string>();
  // The kit's own transport diagnostics (CUSTOM `reasoning-ui.diagnostic`, e.g. `reconnecting`) are not agent content.
  const off = store.getState().addEventListener("*", (e: BaseEvent) => {
    if (e.type === "CUSTOM" && (e as { name?: unknown }).name === "reasoning-ui.diagnostic") return;
    collectContent(e, content);
  });
  return {
    content,
    finish() {
      off();
      const s = store.getState();
      for (const m of s.messages) collectContent(m, content, false);
      for (const m of s.messages) if (typeof m.content === "string" && m.content) content.add(m.content);
      for (const v of Object.values(s.pendingToolCallEncryptedValues)) content.add(v);
      if (s.error?.message) content.add(s.error.message);
    },
  };
}

/** Every string leaf of the parsed records. */
function leaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) leaves(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) leaves(v, out);
  return out;
}

/**
 * The proof: (1) no content string or encrypted value of 6 characters or more occurs anywhere in the JSON
 * lines, as a substring (shorter ones — "a", "ok" — occur in any English or JSON text by chance, so they
 * are covered by (2)); (2) no string value in any record equals any content string, whatever its length;
 * (3) every string value is an id or name the agent sent (`allowed`), an enum of the schema, or a hex digest.
 */
export function expectContentFree(jsonl: string, content: Set<string>, allowed: Set<string>): void {
  expect(content.size).toBeGreaterThan(0);
  for (const s of content) if (s.length >= 6) expect(jsonl.includes(s), `content leaked: ${JSON.stringify(s.slice(0, 40))}`).toBe(false);
  const records = jsonl
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown);
  for (const leaf of leaves(records)) {
    if (!allowed.has(leaf)) expect(content.has(leaf), `content in a record: ${JSON.stringify(leaf.slice(0, 40))}`).toBe(false);
    const isEnum = /^(reasoning-ui\.audit\/1|run|span|decision|resolved|cancelled|tool_call|input_required|confirmation|complete|interrupted|stopped|failed|running|streaming|visible|summary|hidden)$/.test(leaf);
    const isDigest = /^[0-9a-f]{64}$/.test(leaf);
    expect(isEnum || isDigest || allowed.has(leaf), `unexpected string in a record: ${JSON.stringify(leaf.slice(0, 40))}`).toBe(true);
  }
}

/** Ids, names and codes an event carries (what a record may legitimately repeat). */
const ID_KEYS = ["messageId", "toolCallId", "parentMessageId", "entityId", "subagentRunId", "runId", "threadId", "toolCallName", "stepName", "code", "name"];

export function recordIds(store: { getState(): AgentState; subscribe(fn: (s: AgentState) => void): () => void }): { ids: Set<string>; finish(): void } {
  const ids = new Set<string>();
  const off = store.getState().addEventListener("*", (e: BaseEvent) => {
    const r = e as unknown as Record<string, unknown>;
    for (const k of ID_KEYS) if (typeof r[k] === "string") ids.add(r[k] as string);
  });
  // error codes of the transport (stream_ended, network_error, …) as they happen: a later run clears them
  const offState = store.subscribe((s) => {
    if (s.error?.code) ids.add(s.error.code);
  });
  return {
    ids,
    finish() {
      off();
      offState();
      const s = store.getState();
      ids.add(s.threadId);
      if (s.runId) ids.add(s.runId);
      for (const id of Object.keys(s.spans)) ids.add(id);
      for (const id of Object.keys(s.reasoning)) ids.add(id);
      for (const m of s.messages) {
        ids.add(m.id);
        if (m.role === "assistant") for (const tc of m.toolCalls ?? []) (ids.add(tc.id), ids.add(tc.function.name));
      }
      for (const d of s.diagnostics) ids.add(d.code);
      // the ids of the agent's requests (AG-UI 1.0 interrupts), which decision records name
      for (const r of s.runs) for (const i of r.interrupts ?? []) ids.add(i.id);
      if (s.error?.code) ids.add(s.error.code);
      for (const u of s.usage ?? []) for (const v of Object.values(u)) if (typeof v === "string") ids.add(v);
    },
  };
}
