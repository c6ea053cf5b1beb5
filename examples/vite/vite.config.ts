import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";

/**
 * Where the AG-UI agent listens. The page only ever talks to its own origin (`/api/agent` and the routes beside
 * it); the dev server and `vite preview` forward `/api/agent` to this URL and `/api/agent/<rest>` to `<URL>/<rest>`
 * (capabilities, re-attach with `Last-Event-ID`, cancel, status — headers and query pass through), so the agent
 * needs no CORS and the browser never learns its address. Default: the demo agent
 * (`pnpm --filter @reasoning-ui/demo-agent start`).
 */
const agent = new URL(process.env.AGENT_URL ?? "http://127.0.0.1:8787/agent");

const proxy: Record<string, ProxyOptions> = {
  "/api/agent": {
    target: agent.origin,
    changeOrigin: true,
    rewrite: (path) => agent.pathname.replace(/\/+$/, "") + path.slice("/api/agent".length),
    // When the agent's connection dies mid-stream, cut the browser's response too: otherwise the proxy keeps it
    // open and the page waits for its idle timeout (`idleTimeoutMs`, 120 s) before it shows the turn as cut.
    configure: (proxy) =>
      proxy.on("proxyRes", (proxyRes, _req, res) => {
        proxyRes.once("close", () => {
          if (!proxyRes.complete) res.destroy();
        });
      }),
  },
};

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
});
