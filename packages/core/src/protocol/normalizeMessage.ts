import type { Message } from "@ag-ui/core";
import { isRecord } from "./guards";

type Loose = Record<string, unknown>;

function normalizeOne<T extends object>(value: T): T {
  const v = value as Loose;
  if (!("encryptedContent" in v)) return value;
  const { encryptedContent, ...rest } = v;
  if (typeof rest.encryptedValue !== "string" && typeof encryptedContent === "string") rest.encryptedValue = encryptedContent;
  return rest as T;
}

/**
 * Normalises an incoming message: the "Messages" docs page's `encryptedContent` becomes SDK 1.x's
 * `encryptedValue` (on the message and on each of its `toolCalls`), kept exactly as received. When both
 * are present, `encryptedValue` wins. Returns the same object when nothing needed changing.
 *
 * @example
 * normalizeMessage({ id: "r1", role: "reasoning", content: "", encryptedContent: "eyJ…" } as any)
 * // → { id: "r1", role: "reasoning", content: "", encryptedValue: "eyJ…" }
 */
export function normalizeMessage(message: Message): Message {
  let out = normalizeOne(message);
  const calls = (out as Loose).toolCalls;
  if (Array.isArray(calls) && calls.some((c) => isRecord(c) && "encryptedContent" in c)) {
    out = { ...out, toolCalls: calls.map((c) => (isRecord(c) ? normalizeOne(c) : c)) } as Message;
  }
  return out;
}
