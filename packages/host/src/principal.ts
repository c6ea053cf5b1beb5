import { errorResponse } from "./errors";

/**
 * What an app's `authorize(request)` returns: the principal (the signed-in user's id, 1–200 characters) that owns
 * everything the request touches; `null` / `undefined` / `""` / `false` → `401 unauthorized`; a `Response` is sent as
 * it is (your own 401/403, a redirect). It sees the request's method, URL and headers — never its body, which is
 * not read until it has answered.
 */
export type Authorize = (request: Request) => string | Response | null | undefined | false | Promise<string | Response | null | undefined | false>;

/** Longest accepted principal, characters. */
export const MAX_PRINCIPAL_LENGTH = 200;

/**
 * Runs `authorize` before anything reads the request's body, then `handler(request, principal)`. A refusal is
 * answered `401 unauthorized` (core's JSON error body) before the body is read, so an
 * anonymous client cannot make the server read (or keep) one byte of it; `authorize` throwing is a `401` too.
 *
 * @example
 * const handle = withPrincipal((request) => userIdFromCookie(request), async (request, userId) => {
 *   const text = await readBodyText(request, 8 * 1024 * 1024); // read only now
 *   return new Response(`hello ${userId}`);
 * });
 */
export function withPrincipal(authorize: Authorize, handler: (request: Request, principal: string) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    let verdict: Awaited<ReturnType<Authorize>>;
    try {
      verdict = await authorize(request);
    } catch {
      verdict = null;
    }
    if (verdict instanceof Response) return verdict;
    if (typeof verdict !== "string" || verdict === "" || verdict.length > MAX_PRINCIPAL_LENGTH) {
      return errorResponse(401, "unauthorized", "Sign in first.");
    }
    return handler(request, verdict);
  };
}
