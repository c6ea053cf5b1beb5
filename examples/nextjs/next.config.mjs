import { fileURLToPath } from "node:url";

// The pnpm workspace root (where pnpm-lock.yaml is), so Next traces and watches the linked packages.
const workspaceRoot = fileURLToPath(new URL("../..", import.meta.url));

/** @type {import("next").NextConfig} */
const nextConfig = {
  // What `create-next-app@latest` (16.x) writes by default: Cache Components (Partial Prerendering, `use cache`)
  // and partial prefetching. The README's Quick start and route handler build unmodified under them.
  cacheComponents: true,
  partialPrefetching: true,
  outputFileTracingRoot: workspaceRoot,
  turbopack: { root: workspaceRoot },
  // The thread store's database drivers stay Node modules (better-sqlite3 is native), never bundled.
  serverExternalPackages: ["better-sqlite3", "pg"],
};

export default nextConfig;
