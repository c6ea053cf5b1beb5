/**
 * Random ids that work on every origin. `crypto.randomUUID` exists only in secure contexts (HTTPS,
 * `localhost`): a dev server opened from a phone over `http://192.168.…` has `crypto.getRandomValues` but no
 * `randomUUID` (W3C Web Crypto, "[SecureContext]"), so the UUID is built from `getRandomValues` there.
 */

/** RFC 4122 §4.4 version 4 UUID text from 16 random bytes (the version and variant bits are set here). */
export function uuidFromBytes(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (b, i) => ((i === 6 ? (b & 15) | 64 : i === 8 ? (b & 63) | 128 : b) + 256).toString(16).slice(1)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A random RFC 4122 version 4 UUID (`"3f2a…-…-4…-…"`, 36 characters): `crypto.randomUUID()` where it exists,
 * else built from `crypto.getRandomValues` (non-secure origins), else — only where Web Crypto is missing
 * altogether (e.g. React Native without a polyfill) — from `Math.random`, which is fine for the ids this kit
 * makes (thread, run, message ids are names, not secrets). Never throws.
 *
 * Call it in event handlers and effects, not while rendering: a render that reads randomness cannot be
 * prerendered or hydrated (docs/architecture.md, "UI parts", "Deterministic render").
 *
 * @example
 * store.getState().addMessage({ id: randomUUID(), role: "user", content: text });
 */
export function randomUUID(): string {
  const crypto = (globalThis as { crypto?: Partial<Crypto> }).crypto;
  if (crypto?.randomUUID) return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (crypto?.getRandomValues) crypto.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.random() * 256;
  return uuidFromBytes(bytes);
}

/** A random id with a readable prefix, e.g. `thinking-3f2a…` ({@link randomUUID}: works on non-secure origins too). */
export function generateId(prefix: string): string {
  return `${prefix}-${randomUUID()}`;
}
