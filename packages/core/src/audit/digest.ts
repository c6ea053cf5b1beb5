import type { AuditDigest } from "./types";

/** A SHA-256 function over bytes (Web Crypto's signature). */
export type Sha256 = (bytes: Uint8Array) => Promise<ArrayBuffer>;

/**
 * The default SHA-256: Web Crypto `crypto.subtle.digest` (browsers in secure contexts, Node ≥ 19).
 * Throws a TypeError naming the requirement when Web Crypto is missing (e.g. a page served over plain http
 * from a non-local host), so an audit trail never silently records values without their digest.
 */
export function webCryptoSha256(): Sha256 {
  const subtle = (globalThis as { crypto?: Crypto }).crypto?.subtle;
  if (!subtle) throw new TypeError("createAuditTrail needs Web Crypto (crypto.subtle): a secure context (https, localhost) or Node ≥ 19, or pass options.digest");
  return (bytes) => subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>);
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/** Lower-case hex of a digest. */
export function toHex(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let out = "";
  for (const b of bytes) out += HEX[b];
  return out;
}

/** Describes an encrypted value by its length and the SHA-256 of its UTF-8 bytes — never its content. */
export async function describeSecret(value: string, sha256: Sha256): Promise<AuditDigest> {
  const hash = await sha256(new TextEncoder().encode(value));
  return { length: value.length, sha256: toHex(hash) };
}
