import { fileURLToPath } from "node:url";

// The pnpm workspace root (where pnpm-lock.yaml is), so Next traces and watches the linked packages.
const workspaceRoot = fileURLToPath(new URL("../..", import.meta.url));

/** @type {import("next").NextConfig} */
const nextConfig = {
  outputFileTracingRoot: workspaceRoot,
  turbopack: { root: workspaceRoot },
};

export default nextConfig;
