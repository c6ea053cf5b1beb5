/**
 * Who the agent route runs for: the principal carried to the agent as a signed token (`PRINCIPAL_TOKEN` of
 * `@reasoning-ui/core/protocol`: `Authorization: Bearer <HS256 JWT>`, `sub` = the user id), so the agent makes
 * each run its owner's — another user's re-attach, status or cancel is answered as for an unknown run.
 *
 * The principal is the demo sign-in's user when signed in (lib/demoUser.ts); otherwise a guest id kept in a
 * signed cookie of this browser, so the unsigned pages (`/`, `/shadcn`) still own their runs. The secret is
 * `AGENT_AUTH_SECRET`, shared with the agent (the demo agent: the same variable); without it an INSECURE
 * development default is used and a warning says so.
 */
import { randomUUID } from "node:crypto";
import { PRINCIPAL_TOKEN } from "@reasoning-ui/core/protocol";
import { SignJWT } from "jose";
import { demoUser, readSigned, signedValue } from "./demoUser";

const GUEST_COOKIE = "rui-demo-guest";
const GUEST = /^guest-[0-9a-f-]{36}$/;
const DEV_SECRET = "insecure-development-agent-secret-of-the-reasoning-ui-example";
let warned = false;

function agentSecret(): string {
  const secret = process.env.AGENT_AUTH_SECRET;
  if (secret && secret.length >= 32) return secret;
  if (!warned) {
    warned = true;
    console.warn("\n[example] WARNING: AGENT_AUTH_SECRET is not set: principal tokens for the agent are signed with an INSECURE, PUBLISHED development secret. Set the same 32+ character secret here and on the agent before exposing either.\n");
  }
  return DEV_SECRET;
}

/** The principal of `request` and, for a new guest, the `Set-Cookie` that keeps it. */
export function principalOf(request: Request): { principal: string; setCookie?: string } {
  const user = demoUser(request);
  if (user !== undefined) return { principal: user };
  const guest = readSigned(request, GUEST_COOKIE, GUEST);
  if (guest !== undefined) return { principal: guest };
  const fresh = `guest-${randomUUID()}`;
  const secure = new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  return { principal: fresh, setCookie: `${GUEST_COOKIE}=${signedValue(GUEST_COOKIE, fresh)}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}; Max-Age=2592000` };
}

/** The `Authorization` header value carrying `principal` to the agent (valid `PRINCIPAL_TOKEN.maxAgeSeconds`). */
export async function principalAuthorization(principal: string): Promise<string> {
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: PRINCIPAL_TOKEN.algorithm })
    .setSubject(principal)
    .setAudience(PRINCIPAL_TOKEN.audience)
    .setIssuedAt()
    .setExpirationTime(`${PRINCIPAL_TOKEN.maxAgeSeconds}s`)
    .sign(new TextEncoder().encode(agentSecret()));
  return `${PRINCIPAL_TOKEN.scheme} ${token}`;
}
