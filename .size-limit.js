// P4 (issue 5, DESIGN.md §8): bundle size, minified + gzipped, measured from the sources with esbuild.
// `pnpm size` fails when an entry is over its limit.
import { fileURLToPath } from "node:url";

const src = (p) => fileURLToPath(new URL(p, import.meta.url));
/** react resolves @reasoning-ui/core to its sources too, so core is counted once. */
const modifyEsbuildConfig = (config) => ({ ...config, alias: { ...config.alias, "@reasoning-ui/core": src("./packages/core/src/index.ts") } });
const peers = ["react", "react-dom", "react/*", "react-dom/*"];
const deps = ["zustand", "zustand/*", "@radix-ui/*", "@ag-ui/core", "@ag-ui/client", "eventsource-parser", "fast-json-patch"];

export default [
  {
    name: "@reasoning-ui/core + @reasoning-ui/react (react, react-dom and our dependencies external)",
    path: "bench/size/core-react.ts",
    limit: "12 kB",
    gzip: true,
    ignore: [...peers, ...deps],
    modifyEsbuildConfig,
  },
  {
    name: "everything together, react and react-dom excluded",
    path: "bench/size/core-react.ts",
    limit: "20 kB",
    gzip: true,
    ignore: [...peers, "@ag-ui/client"],
    modifyEsbuildConfig,
  },
];
