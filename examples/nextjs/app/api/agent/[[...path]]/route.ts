/**
 * Same-origin proxy to the AG-UI agent, for every route beside the run: `POST /api/agent` (a `RunAgentInput`)
 * → `AGENT_URL`, and `/api/agent/<rest>` → `AGENT_URL/<rest>` with its query — the capabilities
 * (`GET …/capabilities`), re-attaching to a run (`GET …/runs/<runId>?threadId=` with `Last-Event-ID`), cancel
 * (`POST …/runs/<runId>/cancel`) and status (`GET …/runs/<runId>/status`). The agent's Server-Sent-Events body
 * streams back as it arrives, so the browser needs no CORS and never sees the agent's address. Closing the page
 * aborts the upstream request (a logged run goes on at the agent; only the cancel route stops it).
 *
 * Runs belong to the user: every request carries the signed-in user (or this browser's guest id) to the agent as a
 * signed principal token (lib/agentPrincipal.ts) — never the browser's own `Authorization`, which could claim
 * anyone — and the agent answers another user's run as an unknown one. The agent is started with the same
 * `AGENT_AUTH_SECRET`.
 */
import { principalAuthorization, principalOf } from "../../../../lib/agentPrincipal";

const AGENT_URL = process.env.AGENT_URL ?? "http://127.0.0.1:8787/agent";

/** Request headers passed to the agent (`Last-Event-ID` for re-attach). `Authorization` is this route's own: the principal token. */
const FORWARDED = ["content-type", "accept", "last-event-id"];

async function forward(request: Request, { params }: { params: Promise<{ path?: string[] }> }): Promise<Response> {
  const { path = [] } = await params;
  const target = new URL(AGENT_URL);
  target.pathname = [target.pathname.replace(/\/+$/, ""), ...path.map(encodeURIComponent)].join("/");
  target.search = new URL(request.url).search;
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const { principal, setCookie } = principalOf(request);
  headers.set("authorization", await principalAuthorization(principal));
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      ...(request.method === "POST" && { body: await request.text() }),
      signal: request.signal,
      cache: "no-store",
    });
  } catch {
    return Response.json({ error: { code: "agent_unreachable", message: "The agent could not be reached." } }, { status: 502 });
  }
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: {
      "Content-Type": upstream.headers.get("content-type") ?? "text/event-stream",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
      ...(upstream.headers.get("retry-after") && { "Retry-After": upstream.headers.get("retry-after")! }),
      ...(setCookie && { "Set-Cookie": setCookie }),
    },
  });
}

export { forward as GET, forward as POST };
