/**
 * Signed, expiring blob URLs (an agent is not the user's browser: it has no cookie). HMAC-SHA-256 over
 * `uploadSignaturePayload(id, expires)` with the server's secret, through Web Crypto (Node ≥ 19, edge runtimes): a
 * URL names one blob until one instant and cannot be altered to name another or live longer.
 */
import { UPLOAD_EXPIRES_PARAM, UPLOAD_SIGNATURE_PARAM, uploadSignaturePayload } from "@reasoning-ui/core/protocol";

const encoder = new TextEncoder();

const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return undefined; // 32 bytes of SHA-256
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=");
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** What {@link createUrlSigner} answers for a URL's query. */
export type SignatureCheck = "valid" | "invalid" | "expired";

/** Signs and checks blob URLs with one secret. */
export interface UrlSigner {
  /** The `expires` and `signature` query parameters for blob `id` until `expires` (seconds since the epoch). */
  sign(id: string, expires: number): Promise<URLSearchParams>;
  /** Checks a request's query for blob `id` at `now` (ms). A forged or altered signature is `invalid`, checked before expiry. */
  verify(id: string, query: URLSearchParams, now: number): Promise<SignatureCheck>;
}

/**
 * A {@link UrlSigner} keyed by `secret` (≥ 32 bytes of entropy: e.g. `openssl rand -base64 32` in an environment
 * variable; the same on every instance). Throws a `TypeError` for a shorter secret.
 */
export function createUrlSigner(secret: string | Uint8Array): UrlSigner {
  const raw = typeof secret === "string" ? encoder.encode(secret) : secret;
  if (raw.byteLength < 32) throw new TypeError("uploads: `secret` must be at least 32 bytes (e.g. `openssl rand -base64 32`)");
  const key = crypto.subtle.importKey("raw", raw as Uint8Array<ArrayBuffer>, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  return {
    async sign(id, expires) {
      const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await key, encoder.encode(uploadSignaturePayload(id, expires))));
      return new URLSearchParams({ [UPLOAD_EXPIRES_PARAM]: String(expires), [UPLOAD_SIGNATURE_PARAM]: toBase64Url(mac) });
    },
    async verify(id, query, now) {
      const expiresText = query.get(UPLOAD_EXPIRES_PARAM) ?? "";
      const mac = fromBase64Url(query.get(UPLOAD_SIGNATURE_PARAM) ?? "");
      if (!/^\d{1,15}$/.test(expiresText) || !mac) return "invalid";
      const expires = Number(expiresText);
      // crypto.subtle.verify compares in constant time
      const ok = await crypto.subtle.verify("HMAC", await key, mac as Uint8Array<ArrayBuffer>, encoder.encode(uploadSignaturePayload(id, expires)));
      if (!ok) return "invalid";
      return expires * 1000 > now ? "valid" : "expired";
    },
  };
}
