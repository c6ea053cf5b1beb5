import { randomBytes } from "node:crypto";
import { CompactEncrypt, base64url, compactDecrypt } from "jose";

/** What an encrypted value is attached to: a message or a tool call (AG-UI `REASONING_ENCRYPTED_VALUE.subtype`). */
export type EncryptedSubtype = "message" | "tool-call";

/**
 * The JSON plaintext inside every JWE the demo agent issues.
 * `entityId` is the message id (`subtype:"message"`) or tool call id (`subtype:"tool-call"`) the value was
 * attached to; `text` is the detailed chain of thought that was never sent in clear.
 */
export interface SealedReasoning {
  v: 1;
  subtype: EncryptedSubtype;
  entityId: string;
  threadId: string;
  runId: string;
  text: string;
  /** Issue time, ms since epoch. */
  iat: number;
}

/** Encrypts and decrypts reasoning with one 32-byte key: JWE compact, `alg:"dir"`, `enc:"A256GCM"` (jose). */
export interface ReasoningCipher {
  /** The raw 256-bit key. Never log it. */
  readonly key: Uint8Array;
  /** Seals `payload` into a JWE compact string (five base64url parts). */
  seal(payload: SealedReasoning): Promise<string>;
  /** Decrypts and parses a JWE made by `seal`. Rejects on a tampered, foreign or malformed value. */
  open(jwe: string): Promise<SealedReasoning>;
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

/** Makes a {@link ReasoningCipher} from `parseKey(key)`. */
export function createReasoningCipher(key?: Uint8Array | string): ReasoningCipher {
  const raw = parseKey(key);
  return {
    key: raw,
    async seal(payload) {
      const plaintext = new TextEncoder().encode(JSON.stringify(payload));
      return new CompactEncrypt(plaintext).setProtectedHeader({ alg: "dir", enc: "A256GCM" }).encrypt(raw);
    },
    async open(jwe) {
      const { plaintext } = await compactDecrypt(jwe, raw, {
        keyManagementAlgorithms: ["dir"],
        contentEncryptionAlgorithms: ["A256GCM"],
      });
      const payload = JSON.parse(new TextDecoder().decode(plaintext)) as SealedReasoning;
      if (payload?.v !== 1 || typeof payload.entityId !== "string") throw new Error("unexpected plaintext");
      return payload;
    },
  };
}
