/**
 * The demo sign-in's user (`GET /api/demo-sign-in?user=<name>` sets the `rui-demo-user` cookie): a stand-in for
 * your app's real authentication. Never use a bare cookie as an identity in production.
 */
export const DEMO_COOKIE = "rui-demo-user";
export const DEMO_USER = /^[A-Za-z0-9_-]{1,40}$/;

export function demoUser(request: Request): string | undefined {
  const cookies = request.headers.get("cookie") ?? "";
  for (const part of cookies.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === DEMO_COOKIE && value && DEMO_USER.test(value)) return value;
  }
  return undefined;
}
