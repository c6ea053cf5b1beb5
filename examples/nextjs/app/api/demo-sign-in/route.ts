/**
 * Demo sign-in: `GET /api/demo-sign-in?user=<name>` puts `<name>` (A–Z a–z 0–9 _ -, ≤ 40) in the `rui-demo-user`
 * cookie and goes to `/synced`; `?user=` (empty) signs out. Two browser profiles signed in as two names are two
 * users. A stand-in for your app's real auth — it checks no password.
 */
import { DEMO_COOKIE, DEMO_USER } from "../../../lib/demoUser";

export function GET(request: Request): Response {
  const user = new URL(request.url).searchParams.get("user") ?? "";
  if (user !== "" && !DEMO_USER.test(user)) return Response.json({ error: "user is 1–40 of A–Z a–z 0–9 _ -" }, { status: 400 });
  const cookie = user === "" ? `${DEMO_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` : `${DEMO_COOKIE}=${user}; Path=/; SameSite=Lax; Max-Age=2592000`;
  return new Response(null, { status: 303, headers: { Location: "/synced", "Set-Cookie": cookie } });
}
