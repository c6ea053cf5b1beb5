/**
 * Demo sign-in — a stand-in for your app's real auth (it checks no password):
 * - `POST /api/demo-sign-in` with the form field `user` (1–40 of A–Z a–z 0–9 _ -) signs in as that name (a signed,
 *   HttpOnly cookie: lib/demoUser.ts) and goes to `/synced`; an empty `user` signs out. The request must come from
 *   this origin (`Origin` checked): another site cannot sign a visitor in as its own account (login CSRF).
 * - `GET /api/demo-sign-in` → `{ user }`, the signed-in name or `null` (the page asks; the cookie is HttpOnly).
 * Two browser profiles signed in as two names are two users.
 */
import { DEMO_USER, demoCookie, demoUser } from "../../../lib/demoUser";

const refuse = (status: number, code: string, message: string) => Response.json({ error: { code, message } }, { status });

export function GET(request: Request): Response {
  return Response.json({ user: demoUser(request) ?? null }, { headers: { "Cache-Control": "no-store" } });
}

export async function POST(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const origin = request.headers.get("origin");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  const proto = request.headers.get("x-forwarded-proto") ?? url.protocol.replace(":", "");
  if (origin === null || origin !== `${proto}://${host}`) return refuse(403, "bad_origin", "Sign in from this site's own page.");
  let user: string;
  try {
    const form = await request.formData();
    user = String(form.get("user") ?? "");
  } catch {
    return refuse(400, "invalid_request", "A form with the field user.");
  }
  if (user !== "" && !DEMO_USER.test(user)) return refuse(400, "invalid_user", "user is 1–40 of A–Z a–z 0–9 _ -");
  return new Response(null, { status: 303, headers: { Location: "/synced", "Set-Cookie": demoCookie(user === "" ? null : user, proto === "https") } });
}
