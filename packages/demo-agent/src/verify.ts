import type { EncryptedSubtype, ReasoningCipher } from "./crypto";
import { quoteForLog } from "./logSafe";

/** One encrypted value found in an incoming `RunAgentInput.messages`, with where it sat. */
export interface EncryptedItem {
  subtype: EncryptedSubtype;
  /** `"message:<role>"` for a message (the role the client sent), `"tool-call"` for a tool call. */
  kind: string;
  /** Id of the message or tool call that carried it. */
  entityId: string;
  /** The value exactly as received (may be a non-string if the client sent garbage). */
  value: unknown;
}

/** Outcome of {@link verifyEncryptedValues}; `message` never contains the encrypted value nor anything sealed in it. */
export type Verification = { ok: true; count: number } | { ok: false; message: string };

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === "object" && v !== null && !Array.isArray(v);

/** `encryptedValue` and its alias `encryptedContent` (AG-UI "Messages" page), de-duplicated. */
function valuesOf(holder: Loose): unknown[] {
  const out: unknown[] = [];
  for (const field of ["encryptedValue", "encryptedContent"]) {
    const v = holder[field];
    if (v !== undefined && v !== null && !out.includes(v)) out.push(v);
  }
  return out;
}

/**
 * Collects every encrypted value in `messages`: on any message (`subtype:"message"`, `kind:"message:<role>"`)
 * and on each assistant `toolCalls[i]` (`subtype:"tool-call"`, `kind:"tool-call"`). Accepts
 * `encryptedContent` as an alias of `encryptedValue`.
 */
export function collectEncryptedValues(messages: unknown): EncryptedItem[] {
  if (!Array.isArray(messages)) return [];
  const items: EncryptedItem[] = [];
  for (const m of messages) {
    if (!isObject(m)) continue;
    const kind = `message:${String(m.role)}`;
    for (const value of valuesOf(m)) items.push({ subtype: "message", kind, entityId: String(m.id), value });
    if (!Array.isArray(m.toolCalls)) continue;
    for (const call of m.toolCalls) {
      if (!isObject(call)) continue;
      for (const value of valuesOf(call)) items.push({ subtype: "tool-call", kind: "tool-call", entityId: String(call.id), value });
    }
  }
  return items;
}

/**
 * Verifies every encrypted value in `messages` against `threadId` with `cipher.open`: each must be, byte for
 * byte, a value this agent sealed for that thread and for the same kind of entity with the same id it came
 * back on. Fails on the first value that does not; the failure message names where the value was found
 * (escaped, truncated) and is the same whatever the value holds, so it reveals nothing sealed inside.
 * `count` is the number of distinct values verified: one value sent back many times counts once (and is
 * decrypted once per place it sits).
 */
export async function verifyEncryptedValues(cipher: ReasoningCipher, messages: unknown, threadId: string): Promise<Verification> {
  const verified = new Set<string>();
  const seen = new Set<string>();
  for (const item of collectEncryptedValues(messages)) {
    const where = `${item.subtype === "message" ? "message" : "tool call"} ${quoteForLog(item.entityId, 80)}`;
    if (typeof item.value !== "string") return { ok: false, message: `The encrypted value on ${where} is not a string.` };
    const place = `${item.kind}\u0000${item.entityId}\u0000${item.value}`;
    if (seen.has(place)) continue;
    seen.add(place);
    try {
      await cipher.open(item.value, { threadId, kind: item.kind, entityId: item.entityId });
    } catch {
      return {
        ok: false,
        message: `The encrypted value on ${where} did not verify: it was altered, belongs to another message, tool call or thread, or was not issued by this agent.`,
      };
    }
    verified.add(item.value);
  }
  return { ok: true, count: verified.size };
}

/**
 * The sentence that opens every answer, stable for tests to match:
 * `Verified 1 encrypted reasoning item from earlier turns.` /
 * `Verified 2 encrypted reasoning items from earlier turns.` (0 uses the plural too).
 */
export function verifiedSentence(count: number): string {
  return `Verified ${count} encrypted reasoning ${count === 1 ? "item" : "items"} from earlier turns.`;
}
