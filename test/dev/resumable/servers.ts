/**
 * The servers of the resumable-run tests in Chromium (issue 34): a forwarding "load balancer" in front of one or
 * several demo agents (it can cut the live connections, as a proxy restart would, and switch instances, as a
 * balancer would), and examples/vite's page served by a Vite development server whose `/api/agent` routes pass
 * either through the README's Vite proxy (examples/vite/vite.config.ts, as it is) or through the README's Next.js
 * catch-all route handler (examples/nextjs/app/api/agent/[[...path]]/route.ts, called as Next.js calls a route
 * handler: a web `Request`, `params` as a promise, the request's `signal` aborted when the browser goes away).
 */
import { type IncomingMessage, type ServerResponse, createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { type Plugin, type ViteDevServer, createServer as createViteServer } from "vite";
import { alias } from "../../../.storybook/aliases.mjs";
import { freePort } from "../../../scripts/demoAgentProcess.mjs";

const exampleRoot = fileURLToPath(new URL("../../../examples/vite", import.meta.url));
const nextRoute = fileURLToPath(new URL("../../../examples/nextjs/app/api/agent/[[...path]]/route.ts", import.meta.url));

/** One forwarded request: which agent instance served it. */
export interface Forwarded {
  method: string;
  path: string;
  instance: number;
  /** The request's `Last-Event-ID` (a re-attach after that event), when it had one. */
  lastEventId?: string;
}

/** A forwarding HTTP proxy in front of agent instances (their `/agent` URLs); `use(i)` picks where the next requests go. */
export interface Balancer {
  /** The balancer's agent URL (`http://127.0.0.1:<port>/agent`): what the example app's AGENT_URL points to. */
  url: string;
  use(instance: number): void;
  /** Destroys every response in flight (the browser's proxy sees its upstream die mid-stream). Returns how many. */
  cut(): number;
  /**
   * An outage (a proxy restart, a Wi-Fi handover): every response in flight is destroyed and every new connection
   * is reset at once, until `up()`. Returns how many responses were cut.
   */
  down(): number;
  /** Ends the outage: connections are served again. */
  up(): void;
  /** Stalls every response in flight: it stays open but no further byte is forwarded (its upstream goes on). Returns how many. */
  stall(): number;
  /** Every request forwarded so far. */
  log: Forwarded[];
  close(): Promise<void>;
}

export async function startBalancer(agentUrls: string[]): Promise<Balancer> {
  let current = 0;
  let isDown = false;
  const live = new Set<ServerResponse>();
  const upstreams = new Map<ServerResponse, IncomingMessage>();
  const log: Forwarded[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (isDown) return void res.destroy();
    const instance = current;
    const target = new URL(agentUrls[instance]!);
    const lastEventId = req.headers["last-event-id"];
    log.push({ method: req.method ?? "GET", path: req.url ?? "/", instance, ...(typeof lastEventId === "string" && { lastEventId }) });
    // One upstream connection per request (no keep-alive pool): a connection is then exactly one request's stream.
    const headers = { ...req.headers, host: target.host, connection: "close" };
    const upstream = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent: false }, (up) => {
      const { connection: _c, "keep-alive": _k, "transfer-encoding": _t, ...head } = up.headers;
      res.writeHead(up.statusCode ?? 502, head);
      upstreams.set(res, up);
      up.pipe(res);
      up.once("close", () => {
        if (!up.complete) res.destroy();
      });
    });
    upstream.once("error", () => res.destroy());
    live.add(res);
    res.once("close", () => {
      live.delete(res);
      upstreams.delete(res);
      upstream.destroy();
    });
    req.pipe(upstream);
  });
  server.on("connection", (socket) => {
    if (isDown) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/agent`,
    use: (i) => void (current = i),
    cut: () => {
      const n = live.size;
      for (const res of live) res.destroy();
      return n;
    },
    down: () => {
      isDown = true;
      const n = live.size;
      for (const res of live) res.destroy();
      return n;
    },
    up: () => void (isDown = false),
    stall: () => {
      let n = 0;
      for (const res of live) {
        const up = upstreams.get(res);
        if (!up) continue;
        up.unpipe(res);
        up.removeAllListeners("data");
        up.resume(); // the agent's bytes go nowhere: the browser's connection stays open and silent
        live.delete(res); // a later cut or outage leaves a stalled response alone
        n++;
      }
      return n;
    },
    log,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of live) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Serves `/api/agent` and `/api/agent/<rest>` with the README's Next.js route handler (before Vite's own
 * middlewares, so the config's proxy never sees them), the way Next.js's App Router calls it.
 */
function nextRouteHandler(): Plugin {
  return {
    name: "readme-next-route-handler",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? "/", "http://localhost");
        if (url.pathname !== "/api/agent" && !url.pathname.startsWith("/api/agent/")) return next();
        void (async () => {
          const route = (await server.ssrLoadModule(nextRoute)) as Record<string, (r: Request, c: { params: Promise<{ path?: string[] }> }) => Promise<Response>>;
          const handler = route[req.method ?? "GET"];
          if (!handler) return void res.writeHead(405).end();
          const aborted = new AbortController();
          res.once("close", () => {
            if (!res.writableFinished) aborted.abort();
          });
          const headers = new Headers();
          for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
          let body: string | undefined;
          if (req.method === "POST") {
            const chunks: Buffer[] = [];
            for await (const c of req) chunks.push(c as Buffer);
            body = Buffer.concat(chunks).toString("utf8");
          }
          const rest = url.pathname.slice("/api/agent".length).split("/").filter(Boolean).map(decodeURIComponent);
          const request = new Request(url, { method: req.method, headers, body, signal: aborted.signal });
          const response = await handler(request, { params: Promise.resolve(rest.length > 0 ? { path: rest } : {}) });
          res.writeHead(response.status, Object.fromEntries(response.headers));
          if (!response.body) return void res.end();
          const reader = response.body.getReader();
          try {
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              res.write(value);
            }
            res.end();
          } catch {
            res.destroy(); // the upstream died mid-stream: so does the browser's response (as Next.js does)
          }
        })().catch(() => res.destroy());
      });
    },
  };
}

/** examples/vite's page in a Vite development server, `/api/agent` to `agentUrl` through the README's proxy or route handler. */
export async function startExample(via: "vite-proxy" | "next-route", agentUrl: string): Promise<{ origin: string; server: ViteDevServer }> {
  process.env.AGENT_URL = agentUrl; // read by examples/vite/vite.config.ts and by the Next.js route module when loaded
  const port = await freePort();
  const server =
    via === "vite-proxy"
      ? await createViteServer({ root: exampleRoot, configFile: `${exampleRoot}/vite.config.ts`, resolve: { alias }, server: { host: "127.0.0.1", port, strictPort: true }, logLevel: "warn" })
      : await createViteServer({ root: exampleRoot, configFile: false, plugins: [react(), nextRouteHandler()], resolve: { alias }, server: { host: "127.0.0.1", port, strictPort: true }, logLevel: "warn" });
  await server.listen();
  if (via === "next-route") await server.ssrLoadModule(nextRoute); // reads AGENT_URL now, while it is this one
  return { origin: server.resolvedUrls!.local[0]!.replace(/\/$/, ""), server };
}
