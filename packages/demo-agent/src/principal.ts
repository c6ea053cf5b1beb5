import { PRINCIPAL_TOKEN } from "@reasoning-ui/core/protocol";
import { SignJWT, jwtVerify } from "jose";

/**
 * The signed principal an app's backend sends the agent (`PRINCIPAL_TOKEN` of `@reasoning-ui/core/protocol`):
 * `Authorization: Bearer <HS256 JWT>` with `sub` = the signed-in user's id. The demo agent verifies it when it
 * has a secret (`authSecret` / `AGENT_AUTH_SECRET`) and makes `sub` the owner of the runs it starts.
 */

/** Smallest accepted shared secret, characters (an HS256 key shorter than its hash is weak). */
export const MIN_AUTH_SECRET_LENGTH = 32;

const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * A principal token for `userId`, valid `PRINCIPAL_TOKEN.maxAgeSeconds`.
 * @example
 * headers.set("authorization", `Bearer ${await signPrincipal(secret, userId)}`);
 */
export function signPrincipal(secret: string, userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: PRINCIPAL_TOKEN.algorithm })
    .setSubject(userId)
    .setAudience(PRINCIPAL_TOKEN.audience)
    .setIssuedAt()
    .setExpirationTime(`${PRINCIPAL_TOKEN.maxAgeSeconds}s`)
    .sign(key(secret));
}

/** The `sub` of a valid principal token in an `Authorization` header value, else `undefined` (missing, malformed, expired, wrong signature or audience). Never throws. */
export async function verifyPrincipal(authorization: string | undefined, secret: string): Promise<string | undefined> {
  const prefix = `${PRINCIPAL_TOKEN.scheme} `;
  if (typeof authorization !== "string" || !authorization.startsWith(prefix) || authorization.length > 4096) return undefined;
  try {
    const { payload } = await jwtVerify(authorization.slice(prefix.length), key(secret), { algorithms: [PRINCIPAL_TOKEN.algorithm], audience: PRINCIPAL_TOKEN.audience });
    return typeof payload.sub === "string" && payload.sub !== "" && payload.sub.length <= 200 ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}
