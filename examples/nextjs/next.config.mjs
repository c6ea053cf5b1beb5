import { fileURLToPath } from "node:url";

// The pnpm workspace root (where pnpm-lock.yaml is), so Next traces and watches the linked packages.
const workspaceRoot = fileURLToPath(new URL("../..", import.meta.url));

/** @type {import("next").NextConfig} */
const nextConfig = {
  // What `create-next-app@latest` (16.x) writes by default: Cache Components (Partial Prerendering, `use cache`)
  // and partial prefetching. The README's Quick start and route handler build unmodified under them.
  cacheComponents: true,
  partialPrefetching: true,
  // `next dev` serves its dev resources (the HMR socket /_next/hmr, dev chunks) to `localhost` only: opened at
  // http://127.0.0.1:3000 (or [::1]) the HMR socket is refused, and after 12 failed reconnections Next's dev client
  // reloads the page, losing what was typed, over and over while idle. The loopback names are this machine too.
  // From another device on your network, add its address here (README: "From a phone on your network").
  allowedDevOrigins: ["127.0.0.1", "[::1]"],
  outputFileTracingRoot: workspaceRoot,
  turbopack: { root: workspaceRoot },
  // The thread store's database drivers stay Node modules (better-sqlite3 is native), never bundled.
  serverExternalPackages: ["better-sqlite3", "pg"],
};

export default nextConfig;
