/**
 * Same-origin proxy to the AG-UI agent: forwards the page's POST (a `RunAgentInput`) to `AGENT_URL` and
 * streams the agent's Server-Sent-Events body back as it arrives, so the browser needs no CORS and never
 * sees the agent's address. Closing the page (or `agent.stop()`) aborts the upstream request.
 */
const AGENT_URL = process.env.AGENT_URL ?? "http://127.0.0.1:8787/agent";

export async function POST(request: Request): Promise<Response> {
  let upstream: Response;
  try {
    upstream = await fetch(AGENT_URL, {
      method: "POST",
      headers: {
        "Content-Type": request.headers.get("content-type") ?? "application/json",
        Accept: "text/event-stream",
      },
      body: await request.text(),
      signal: request.signal,
      cache: "no-store",
    });
  } catch {
    return Response.json({ error: "The agent could not be reached." }, { status: 502 });
  }
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: {
      "Content-Type": upstream.headers.get("content-type") ?? "text/event-stream",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
