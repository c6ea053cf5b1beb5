/**
 * The demo sign-in's user: a stand-in for your app's real authentication (a session from your auth library).
 * The `rui-demo-user` cookie holds `<user>.<HMAC-SHA256 of it>` (HttpOnly, SameSite=Lax), signed with
 * `DEMO_SESSION_SECRET`: a forged or edited cookie is no user. Without that variable an INSECURE, published
 * development secret is used and a warning says so — set it (32+ random characters) anywhere but your machine.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const DEMO_COOKIE = "rui-demo-user";
export const DEMO_USER = /^[A-Za-z0-9_-]{1,40}$/;

const DEV_SECRET = "insecure-development-secret-of-the-reasoning-ui-example-do-not-deploy";
let warned = false;

/** The secret cookies are signed with: `DEMO_SESSION_SECRET`, else the insecure development default (warned about once). */
export function sessionSecret(): string {
  const secret = process.env.DEMO_SESSION_SECRET;
  if (secret && secret.length >= 32) return secret;
  if (!warned) {
    warned = true;
    console.warn(
      "\n[example] WARNING: DEMO_SESSION_SECRET is not set (or shorter than 32 characters): demo sign-in cookies are signed with an INSECURE, PUBLISHED development secret. Anyone can forge them. Set DEMO_SESSION_SECRET before exposing this app.\n",
    );
  }
  return DEV_SECRET;
}

const sign = (user: string, cookie = DEMO_COOKIE) => createHmac("sha256", sessionSecret()).update(`${cookie}:${user}`).digest("base64url");

/** `<value>.<signature>` for cookie `name` (lib/agentPrincipal.ts signs its guest id with it too). */
export const signedValue = (name: string, value: string) => `${value}.${sign(value, name)}`;

/** The `Set-Cookie` value signing `user` in (or, for `null`, signing out). */
export function demoCookie(user: string | null, secure: boolean): string {
  const flags = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return user === null ? `${DEMO_COOKIE}=; ${flags}; Max-Age=0` : `${DEMO_COOKIE}=${signedValue(DEMO_COOKIE, user)}; ${flags}; Max-Age=2592000`;
}

/** The value of signed cookie `name` in `request` when it matches `pattern` and its signature verifies, else `undefined`. */
export function readSigned(request: Request, name: string, pattern: RegExp): string | undefined {
  const cookies = request.headers.get("cookie") ?? "";
  for (const part of cookies.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    const dot = value.lastIndexOf(".");
    const plain = value.slice(0, dot);
    if (dot < 0 || !pattern.test(plain)) return undefined;
    const given = Buffer.from(value.slice(dot + 1));
    const wanted = Buffer.from(sign(plain, name));
    return given.length === wanted.length && timingSafeEqual(given, wanted) ? plain : undefined;
  }
  return undefined;
}

/** The signed-in user of `request` — the `authorize` of the thread store and the owner of the agent's runs — or `undefined` (no cookie, or one whose signature does not verify). */
export function demoUser(request: Request): string | undefined {
  return readSigned(request, DEMO_COOKIE, DEMO_USER);
}
