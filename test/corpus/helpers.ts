/** Shared pieces of the hostile-input corpus (issue 5). */
import type { BaseEvent } from "@ag-ui/core";
import { expect } from "vitest";
import type { AgentStore } from "@reasoning-ui/core";

/** An event literal without fighting the discriminated union. */
export const ev = (type: string, fields: Record<string, unknown> = {}): BaseEvent => ({ type, ...fields }) as unknown as BaseEvent;

/** A JWE-compact-looking opaque value; each call a distinct one. */
let n = 0;
export const secret = (tag = "x") => `eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..${tag}-${++n}.Y2lwaGVy-${"Zm9v".repeat(4)}.dGFn${n}`;

/** One SSE frame (LF endings) carrying `event` as JSON. */
export const frame = (event: object, eol = "\n") => `data: ${JSON.stringify(event)}${eol}${eol}`;

/** A byte stream that delivers `chunks` one `read()` each. */
export function byteStream(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i >= chunks.length) return controller.close();
      const c = chunks[i++]!;
      controller.enqueue(typeof c === "string" ? enc.encode(c) : c);
    },
  });
}

/** Splits a byte array into pieces of `size` bytes (a UTF-8 character may straddle two pieces). */
export function splitBytes(bytes: Uint8Array, size: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
}

/** A complete turn that sets up one reasoning message with an encrypted value and an answer. */
export function goodTurn(runId: string, value: string): BaseEvent[] {
  return [
    ev("RUN_STARTED", { threadId: "thread-1", runId }),
    ev("REASONING_START", { messageId: `${runId}-span` }),
    ev("REASONING_MESSAGE_START", { messageId: `${runId}-r`, role: "reasoning" }),
    ev("REASONING_MESSAGE_CONTENT", { messageId: `${runId}-r`, delta: "Summary of " }),
    ev("REASONING_MESSAGE_CONTENT", { messageId: `${runId}-r`, delta: "the thought." }),
    ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: `${runId}-r`, encryptedValue: value }),
    ev("REASONING_MESSAGE_END", { messageId: `${runId}-r` }),
    ev("REASONING_END", { messageId: `${runId}-span` }),
    ev("TEXT_MESSAGE_START", { messageId: `${runId}-a`, role: "assistant" }),
    ev("TEXT_MESSAGE_CONTENT", { messageId: `${runId}-a`, delta: "Answer." }),
    ev("TEXT_MESSAGE_END", { messageId: `${runId}-a` }),
    ev("RUN_FINISHED", { threadId: "thread-1", runId }),
  ];
}

/** `encryptedValue` of any message. */
export const secretOf = (m: unknown): string | undefined => (m as { encryptedValue?: string } | undefined)?.encryptedValue;

/**
 * The outcome every corpus case must keep: the messages with these ids are still there, and every
 * value in `secrets` is still held byte-identical (on a message or a tool call).
 */
export function expectKept(store: AgentStore, ids: string[], secrets: string[]): void {
  const { messages } = store.getState();
  const present = new Set(messages.map((m) => m.id));
  for (const id of ids) expect(present, `message '${id}' kept`).toContain(id);
  const held = new Set<string>();
  for (const m of messages) {
    const v = secretOf(m);
    if (v !== undefined) held.add(v);
    if (m.role === "assistant") for (const tc of m.toolCalls ?? []) if ((tc as { encryptedValue?: string }).encryptedValue) held.add((tc as { encryptedValue?: string }).encryptedValue!);
  }
  for (const s of secrets) expect(held.has(s), `encrypted value ${s.slice(0, 24)}… kept byte-identical`).toBe(true);
}

/** Diagnostic codes of a store, in order. */
export const codes = (store: AgentStore) => store.getState().diagnostics.map((d) => d.code);
