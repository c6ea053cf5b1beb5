import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "tsup";

/**
 * Relative imports stay imports of the sibling output file (`./x` → `./x.js`, `./dir` → `./dir/index.js`), so every
 * source file is its own ESM module in `dist/` and nothing is inlined twice.
 */
const keepModulesApart = {
  name: "keep-modules-apart",
  setup(build: { onResolve: (o: { filter: RegExp }, cb: (a: { path: string; resolveDir: string }) => { path: string; external: boolean } | undefined) => void }) {
    build.onResolve({ filter: /^\.\.?\// }, ({ path: spec, resolveDir }) => {
      const base = path.resolve(resolveDir, spec);
      for (const ext of [".ts", ".tsx"]) if (existsSync(base + ext)) return { path: `${spec}.js`, external: true };
      for (const ext of [".ts", ".tsx"]) if (existsSync(path.join(base, `index${ext}`))) return { path: `${spec.replace(/\/$/, "")}/index.js`, external: true };
      return undefined;
    });
  },
};

/**
 * Size by construction (docs/architecture.md, "Budgets and benchmarks", P4): every source file becomes its own ESM module in `dist/`
 * (the tree of `src/`), so an app's bundler skips whole modules it never imports and each client module keeps its
 * `"use client"` directive; top-level `forwardRef` / `memo` / `createContext` calls carry `@__PURE__` annotations in
 * the sources, which esbuild keeps. Declarations are rolled up for the public entries only.
 */
export default defineConfig({
  entry: ["src/**/*.ts", "src/**/*.tsx"],
  format: ["esm"],
  target: "es2022",
  bundle: true,
  splitting: false,
  clean: true,
  dts: { entry: ["src/index.ts", "src/steps.ts", "src/devtools/index.ts", "src/markdown.ts", "src/lazyMarkdown.ts"] },
  external: ["react", "react-dom", /^@reasoning-ui\/core(\/.*)?$/],
  esbuildPlugins: [keepModulesApart],
  tsconfig: "tsconfig.json",
});
