// P4 (issue 5, docs/architecture.md §8): bundle size, minified + gzipped, measured from the sources with esbuild.
//
// Two modes:
// - `pnpm size` checks the P4 budgets of docs/architecture.md §8 (core + react ≤ 12 kB with react, react-dom and our
//   dependencies excluded; everything together, react excluded, ≤ 20 kB) and fails while they are missed.
// - `pnpm size:guard` (CI) checks each entry against a guard just above today's size, so CI fails when the
//   bundle grows by more than ~2 %; lower a guard when a change makes the bundle smaller.
import { fileURLToPath } from "node:url";

const guard = process.env.SIZE_LIMIT_MODE === "guard";
const src = (p) => fileURLToPath(new URL(p, import.meta.url));
/** react resolves @reasoning-ui/core to its sources too, so core is counted once. */
const modifyEsbuildConfig = (config) => ({ ...config, alias: { ...config.alias, "@reasoning-ui/core": src("./packages/core/src/index.ts") } });
const peers = ["react", "react-dom", "react/*", "react-dom/*"];
const deps = ["zustand", "zustand/*", "@radix-ui/*", "@ag-ui/core", "@ag-ui/client", "eventsource-parser", "fast-json-patch"];
/** `budget` undefined: the entry is printed, not checked, by `pnpm size`. */
const entry = (name, path, ignore, budget, guardLimit) => {
  const limit = guard ? guardLimit : budget;
  return { name, path, ignore, gzip: true, modifyEsbuildConfig, ...(limit && { limit }) };
};

export default [
  entry("P4: core + react main entries, react, react-dom and our dependencies external", "bench/size/core-react.ts", [...peers, ...deps], "12 kB", "24.6 kB"),
  entry("P4: everything together, react and react-dom external (our dependencies bundled)", "bench/size/core-react.ts", [...peers, "@ag-ui/client"], "20 kB", "34.3 kB"),
  entry("@reasoning-ui/core main entry alone, every dependency external", "bench/size/core.ts", deps, undefined, "16.4 kB"),
  // Issue 12: the opt-in markdown subpath with its parser (marked, remend) bundled; react and our packages' shared code external.
  entry("@reasoning-ui/react/markdown subpath (marked + remend bundled, react and zustand external)", "bench/size/markdown.ts", [...peers, "zustand", "zustand/*", "@radix-ui/*", "@ag-ui/core"], undefined, "25.5 kB"),
];
