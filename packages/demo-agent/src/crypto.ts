import { createHash, randomBytes } from "node:crypto";
import { CompactEncrypt, base64url, compactDecrypt } from "jose";

/** What an encrypted value is attached to: a message or a tool call (AG-UI `REASONING_ENCRYPTED_VALUE.subtype`). */
export type EncryptedSubtype = "message" | "tool-call";

/**
 * Where a sealed value belongs: the thread, the kind of entity and the entity's id. `kind` is
 * `"message:<role>"` for a message (`"message:reasoning"` for every value this agent issues on a message)
 * or `"tool-call"` for a tool call, so a value sealed for reasoning message `m1` does not verify on a user
 * message that also has the id `m1`.
 */
export interface SealBinding {
  threadId: string;
  kind: string;
  entityId: string;
}

/**
 * The JSON plaintext inside every JWE the demo agent issues.
 * `entityId` is the message id (`subtype:"message"`) or tool call id (`subtype:"tool-call"`) the value was
 * attached to; `text` is the detailed chain of thought that was never sent in clear.
 */
export interface SealedReasoning {
  v: 2;
  subtype: EncryptedSubtype;
  /** See {@link SealBinding.kind}. */
  kind: string;
  entityId: string;
  threadId: string;
  runId: string;
  text: string;
  /** Issue time, ms since epoch. */
  iat: number;
}

/** Longest encrypted value `open` looks at, characters (the agent's own are under 2 KiB). */
export const MAX_ENCRYPTED_VALUE_LENGTH = 64 * 1024;

/** Encrypts and decrypts reasoning with one 32-byte key: JWE compact, `alg:"dir"`, `enc:"A256GCM"` (jose). */
export interface ReasoningCipher {
  /** The raw 256-bit key. Never log it. */
  readonly key: Uint8Array;
  /**
   * Seals `payload` into a JWE compact string (five base64url parts) whose protected header carries
   * `bnd` = {@link bindingDigest} of (`threadId`, `kind`, `entityId`). The protected header is the JWE's
   * additional authenticated data (RFC 7516 §5.1 step 14), so the binding cannot be altered without
   * breaking the AES-GCM tag.
   */
  seal(payload: SealedReasoning): Promise<string>;
  /**
   * Opens a value made by `seal` only if it is exactly such a value (byte for byte: five canonical
   * base64url parts, no padding, whitespace or other spelling of the same bytes), bound to `binding`,
   * and authentic. Rejects with `Error("encrypted value did not verify")` otherwise; the error never
   * says what the value holds or where it was issued.
   */
  open(jwe: string, binding: SealBinding): Promise<SealedReasoning>;
}

/** SHA-256 (base64url) of the JSON array `[threadId, kind, entityId]`: the `bnd` header of a sealed value. */
export function bindingDigest({ threadId, kind, entityId }: SealBinding): string {
  return base64url.encode(createHash("sha256").update(JSON.stringify([threadId, kind, entityId])).digest());
}

/**
 * Reads a key: a `Uint8Array` of 32 bytes, or a base64url string of 32 bytes (as in `DEMO_AGENT_KEY`);
 * `undefined` generates a fresh random key.
 * @throws Error when the key is not 32 bytes (the message never includes the key).
 */
export function parseKey(key?: Uint8Array | string): Uint8Array {
  if (key === undefined) return new Uint8Array(randomBytes(32));
  let bytes: Uint8Array;
  try {
    bytes = typeof key === "string" ? base64url.decode(key.trim()) : key;
  } catch {
    throw new Error("Demo agent key must be base64url-encoded (32 bytes).");
  }
  if (bytes.length !== 32) throw new Error(`Demo agent key must be 32 bytes, got ${bytes.length}.`);
  return new Uint8Array(bytes);
}

const B64URL = /^[A-Za-z0-9_-]*$/;

/**
 * True when `part` is the one canonical base64url spelling of its bytes (RFC 7515 §2: no padding, no
 * line breaks, unused trailing bits zero), so no second string decodes to the same token.
 */
function canonicalPart(part: string): boolean {
  if (!B64URL.test(part) || part.length % 4 === 1) return false;
  try {
    return base64url.encode(base64url.decode(part)) === part;
  } catch {
    return false;
  }
}

const refuse = (): never => {
  throw new Error("encrypted value did not verify");
};

/** Makes a {@link ReasoningCipher} from `parseKey(key)`. */
export function createReasoningCipher(key?: Uint8Array | string): ReasoningCipher {
  const raw = parseKey(key);
  return {
    key: raw,
    async seal(payload) {
      const plaintext = new TextEncoder().encode(JSON.stringify(payload));
      return new CompactEncrypt(plaintext)
        .setProtectedHeader({ alg: "dir", enc: "A256GCM", bnd: bindingDigest(payload) })
        .encrypt(raw);
    },
    async open(jwe, binding) {
      if (typeof jwe !== "string" || jwe.length > MAX_ENCRYPTED_VALUE_LENGTH) return refuse();
      const parts = jwe.split(".");
      // dir: the encrypted key part is empty; every other part is canonical and non-empty.
      if (parts.length !== 5 || parts[1] !== "") return refuse();
      if (![0, 2, 3, 4].every((i) => parts[i] !== "" && canonicalPart(parts[i]!))) return refuse();
      let header: Record<string, unknown>;
      try {
        header = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(base64url.decode(parts[0]!)));
      } catch {
        return refuse();
      }
      const keys = Object.keys(header ?? {}).sort().join(",");
      if (keys !== "alg,bnd,enc" || header.alg !== "dir" || header.enc !== "A256GCM") return refuse();
      if (header.bnd !== bindingDigest(binding)) return refuse();
      let payload: SealedReasoning;
      try {
        const { plaintext } = await compactDecrypt(jwe, raw, {
          keyManagementAlgorithms: ["dir"],
          contentEncryptionAlgorithms: ["A256GCM"],
        });
        payload = JSON.parse(new TextDecoder().decode(plaintext)) as SealedReasoning;
      } catch {
        return refuse();
      }
      const same =
        payload?.v === 2 &&
        payload.threadId === binding.threadId &&
        payload.kind === binding.kind &&
        payload.entityId === binding.entityId;
      return same ? payload : refuse();
    },
  };
}
