/** Origins allowed by CORS when none are configured: http://localhost:*, http://127.0.0.1:*, http://[::1]:*. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/** Host names always accepted in the `Host` header (any port): the loopback names. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Normalises one configured origin (`ALLOWED_ORIGINS` entry) to `scheme://host[:port]` as browsers send it
 * in `Origin`. `*` is refused on purpose: list the origins.
 * @throws Error naming the entry when it is not an http(s) origin (a path, a query or `*`).
 */
export function parseOrigin(entry: string): string {
  const trimmed = entry.trim().replace(/\/$/, "");
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`Not an origin: ${JSON.stringify(entry)} (expected e.g. https://app.example.com).`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.origin !== trimmed.toLowerCase()) {
    throw new Error(`Not an origin: ${JSON.stringify(entry)} (scheme, host and optional port only, e.g. https://app.example.com:8443).`);
  }
  return url.origin;
}

/** Splits a comma-separated list (as in `ALLOWED_ORIGINS` / `ALLOWED_HOSTS`), dropping empty entries. */
export function splitList(raw: string): string[] {
  return raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `true` when `origin` may read responses cross-origin: one of `allowed`, or a local origin when `allowed` is undefined. */
export function originAllowed(origin: string, allowed: readonly string[] | undefined): boolean {
  return allowed ? allowed.includes(origin) : LOCAL_ORIGIN.test(origin);
}

/** The host name of a `Host` header value, lower-cased, without the port (`[::1]:8787` → `[::1]`). */
export function hostName(header: string): string {
  const h = header.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  const colon = h.indexOf(":");
  return colon === -1 ? h : h.slice(0, colon);
}

/**
 * `true` when the `Host` header names this agent: a loopback name (`localhost`, `127.0.0.1`, `[::1]`), the
 * interface it listens on (unless a wildcard), or one of `extra` (host names, any port). Refusing other
 * names stops DNS-rebinding pages from reaching a local agent through a name they control.
 */
export function hostAllowed(header: string | undefined, listenHost: string, extra: readonly string[]): boolean {
  if (!header) return false;
  const name = hostName(header);
  if (LOOPBACK_HOSTS.has(name)) return true;
  const bound = listenHost.includes(":") ? `[${listenHost.toLowerCase()}]` : listenHost.toLowerCase();
  if (name === bound && !["0.0.0.0", "[::]"].includes(bound)) return true;
  return extra.some((h) => hostName(h) === name);
}
