/**
 * Turns an incoming event into what the inspector may keep and show: encrypted values replaced by their
 * length and a short SHA-256 prefix (never their content), long strings cut, deep or wide values bounded.
 */

/**
 * Keys whose string value is an encrypted value: AG-UI `encryptedValue`, the docs' `encryptedContent`,
 * OpenAI's `encrypted_content`, Anthropic's thinking `signature` (inside RAW events).
 */
const ENCRYPTED_KEY = /^(encrypted(_?value|_?content)?|signature)$/i;

/** Longest string kept, in UTF-16 code units; longer ones are cut and marked with their full length. */
export const MAX_STRING = 240;
/** Most object keys / array items visited per event; the rest is summarised. */
const MAX_NODES = 400;
const MAX_DEPTH = 8;

/** What replaces an encrypted value. `sha256` is the first 8 hex digits (32 bits), filled in asynchronously. */
export interface RedactedSecret {
  $encrypted: true;
  length: number;
  sha256?: string;
}

/** An encrypted value found in an event, with the object that holds its replacement (to fill in the hash). */
export interface FoundSecret {
  path: string;
  length: number;
  /** Only kept until hashed; dropped right after. */
  value?: string;
  slot: RedactedSecret;
}

/**
 * A bounded, secret-free copy of `event`: every `encryptedValue`-like string (at any depth) becomes a
 * {@link RedactedSecret}; strings longer than {@link MAX_STRING} are cut (`…[+N chars]`); at most 400 nodes
 * and 8 levels are copied. Returns the copy and the secrets to hash.
 */
export function redactEvent(event: unknown): { value: unknown; secrets: FoundSecret[] } {
  const secrets: FoundSecret[] = [];
  let budget = MAX_NODES;
  const walk = (v: unknown, path: string, depth: number): unknown => {
    if (typeof v === "string") return v.length > MAX_STRING ? `${v.slice(0, MAX_STRING)}…[+${v.length - MAX_STRING} chars]` : v;
    if (v === null || typeof v !== "object") return typeof v === "bigint" || typeof v === "function" || typeof v === "symbol" ? String(v) : v;
    if (depth >= MAX_DEPTH) return "[…]";
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      for (let i = 0; i < v.length; i++) {
        if (--budget < 0) {
          out.push(`[+${v.length - i} items]`);
          break;
        }
        out.push(walk(v[i], `${path}[${i}]`, depth + 1));
      }
      return out;
    }
    const out: Record<string, unknown> = {};
    const keys = Object.keys(v);
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      if (--budget < 0) {
        out["…"] = `+${keys.length - i} keys`;
        break;
      }
      const child = (v as Record<string, unknown>)[k];
      const p = path ? `${path}.${k}` : k;
      if (ENCRYPTED_KEY.test(k) && typeof child === "string") {
        const slot: RedactedSecret = { $encrypted: true, length: child.length };
        secrets.push({ path: p, length: child.length, value: child, slot });
        out[k] = slot;
      } else out[k] = walk(child, p, depth + 1);
    }
    return out;
  };
  return { value: walk(event, "", 0), secrets };
}

/** Characters of the event's JSON (`JSON.stringify(event).length`), or undefined when it cannot be serialised. */
export function jsonSize(event: unknown): number | undefined {
  try {
    return JSON.stringify(event)?.length;
  } catch {
    return undefined;
  }
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/**
 * First 8 hex digits of the SHA-256 of `value`'s UTF-8 bytes (Web Crypto), or undefined where Web Crypto
 * is missing (an insecure context); the value itself is never shown either way.
 */
export async function shortHash(value: string): Promise<string | undefined> {
  const subtle = (globalThis as { crypto?: Crypto }).crypto?.subtle;
  if (!subtle) return undefined;
  const digest = new Uint8Array(await subtle.digest("SHA-256", new TextEncoder().encode(value)));
  let out = "";
  for (let i = 0; i < 4; i++) out += HEX[digest[i]!];
  return out;
}
