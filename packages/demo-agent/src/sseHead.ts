import type { ServerResponse } from "node:http";

/** Opens an SSE reply: 200 with the event-stream headers, flushed at once. */
export function startSse(res: ServerResponse): void {
  res.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache, no-transform",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
  });
  res.flushHeaders();
}
