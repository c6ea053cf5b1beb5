import type { EncryptedSubtype, ReasoningCipher } from "./crypto";

/** One encrypted value found in an incoming `RunAgentInput.messages`, with where it sat. */
export interface EncryptedItem {
  subtype: EncryptedSubtype;
  /** Id of the message or tool call that carried it. */
  entityId: string;
  /** The value exactly as received (may be a non-string if the client sent garbage). */
  value: unknown;
}

/** Outcome of {@link verifyEncryptedValues}; `message` never contains the encrypted value. */
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
 * Collects every encrypted value in `messages`: on any message (`subtype:"message"`) and on each assistant
 * `toolCalls[i]` (`subtype:"tool-call"`). Accepts `encryptedContent` as an alias of `encryptedValue`.
 */
export function collectEncryptedValues(messages: unknown): EncryptedItem[] {
  if (!Array.isArray(messages)) return [];
  const items: EncryptedItem[] = [];
  for (const m of messages) {
    if (!isObject(m)) continue;
    for (const value of valuesOf(m)) items.push({ subtype: "message", entityId: String(m.id), value });
    if (!Array.isArray(m.toolCalls)) continue;
    for (const call of m.toolCalls) {
      if (!isObject(call)) continue;
      for (const value of valuesOf(call)) items.push({ subtype: "tool-call", entityId: String(call.id), value });
    }
  }
  return items;
}

/**
 * Decrypts every encrypted value in `messages` with `cipher` and checks that each came back on the same
 * kind of entity with the same id it was issued for. Fails on the first tampered, foreign, malformed or
 * misplaced value.
 */
export async function verifyEncryptedValues(cipher: ReasoningCipher, messages: unknown): Promise<Verification> {
  const items = collectEncryptedValues(messages);
  for (const item of items) {
    const where = `${item.subtype === "message" ? "message" : "tool call"} "${item.entityId}"`;
    if (typeof item.value !== "string") return { ok: false, message: `The encrypted value on ${where} is not a string.` };
    let sealed;
    try {
      sealed = await cipher.open(item.value);
    } catch {
      return { ok: false, message: `The encrypted value on ${where} could not be decrypted: it was altered or not issued by this agent.` };
    }
    if (sealed.subtype !== item.subtype || sealed.entityId !== item.entityId) {
      return {
        ok: false,
        message: `The encrypted value on ${where} was issued for ${sealed.subtype === "message" ? "message" : "tool call"} "${sealed.entityId}".`,
      };
    }
  }
  return { ok: true, count: items.length };
}

/**
 * The sentence that opens every answer, stable for tests to match:
 * `Verified 1 encrypted reasoning item from earlier turns.` /
 * `Verified 2 encrypted reasoning items from earlier turns.` (0 uses the plural too).
 */
export function verifiedSentence(count: number): string {
  return `Verified ${count} encrypted reasoning ${count === 1 ? "item" : "items"} from earlier turns.`;
}
