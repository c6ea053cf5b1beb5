/**
 * Random ids that work on every origin. `crypto.randomUUID` exists only in secure contexts (HTTPS,
 * `localhost`): a dev server opened from a phone over `http://192.168.…` has `crypto.getRandomValues` but no
 * `randomUUID` (W3C Web Crypto, "[SecureContext]"), so the UUID is built from `getRandomValues` there.
 */

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/** RFC 4122 §4.4 version 4 UUID text from 16 random bytes (the version and variant bits are set here). */
export function uuidFromBytes(bytes: Uint8Array): string {
  const b = bytes;
  const h = (i: number) => HEX[i === 6 ? (b[6]! & 0x0f) | 0x40 : i === 8 ? (b[8]! & 0x3f) | 0x80 : b[i]!]!;
  return `${h(0)}${h(1)}${h(2)}${h(3)}-${h(4)}${h(5)}-${h(6)}${h(7)}-${h(8)}${h(9)}-${h(10)}${h(11)}${h(12)}${h(13)}${h(14)}${h(15)}`;
}

/**
 * A random RFC 4122 version 4 UUID (`"3f2a…-…-4…-…"`, 36 characters): `crypto.randomUUID()` where it exists,
 * else built from `crypto.getRandomValues` (non-secure origins), else — only where Web Crypto is missing
 * altogether (e.g. React Native without a polyfill) — from `Math.random`, which is fine for the ids this kit
 * makes (thread, run, message ids are names, not secrets). Never throws.
 *
 * Call it in event handlers and effects, not while rendering: a render that reads randomness cannot be
 * prerendered or hydrated (docs/architecture.md §9).
 *
 * @example
 * store.getState().addMessage({ id: randomUUID(), role: "user", content: text });
 */
export function randomUUID(): string {
  const crypto = (globalThis as { crypto?: Partial<Crypto> }).crypto;
  if (typeof crypto?.randomUUID === "function") return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof crypto?.getRandomValues === "function") crypto.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  return uuidFromBytes(bytes);
}

/** A random id with a readable prefix, e.g. `thinking-3f2a…` ({@link randomUUID}: works on non-secure origins too). */
export function generateId(prefix: string): string {
  return `${prefix}-${randomUUID()}`;
}
