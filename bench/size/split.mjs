// P4 (issue 31, docs/architecture.md, "Budgets and benchmarks"): what an app loads FIRST and what it loads later, on first use. The apps
// are built as an app bundler builds them (Vite 7's production build — Rollup, esbuild minify — ESM, react
// external, every other dependency bundled, the packages from their sources): the entry and every chunk it imports
// statically is the first load; each chunk reached only through `import()` (and what it alone imports) is a lazy
// chunk. Writes the chunks under bench/size/.split/<app>/{first,lazy}/ for size-limit (`.size-limit.js` measures
// them, `pnpm size:guard` guards each apart) and the figures to bench/size/.split/split.json.
//
// `node bench/size/split.mjs` prints one row per app (first load, each lazy chunk, everything it can load).
import { build } from "vite";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
export const splitDir = join(root, "bench/size/.split");
const src = (p) => join(root, p);
const alias = {
  "@reasoning-ui/core/json-patch": src("packages/core/src/json-patch/index.ts"),
  "@reasoning-ui/core/strict": src("packages/core/src/strict/index.ts"),
  "@reasoning-ui/core/storage": src("packages/core/src/storage/index.ts"),
  "@reasoning-ui/core/ai-sdk": src("packages/core/src/transport/aiSdk/index.ts"),
  "@reasoning-ui/core": src("packages/core/src/index.ts"),
  "@reasoning-ui/react/lazy-markdown": src("packages/react/src/lazyMarkdown.ts"),
  "@reasoning-ui/react/styles.css": src("packages/react/src/styles.css"),
  "@reasoning-ui/react/chat.css": src("packages/react/src/chat.css"),
  "@reasoning-ui/react": src("packages/react/src/index.ts"),
};

/** The apps measured split: [name, entry]. The name is the folder under .split/. */
export const splitApps = [
  ["quickstart", "bench/size/quickstart.tsx"],
  ["reasoning-message", "bench/size/reasoning-message.tsx"],
  ["reasoning-store", "bench/size/reasoning-store.tsx"],
  // Issue 40: the anchors of P4, built the same way in the same run (devDependencies from the npm registry).
  ["anchor-ai-sdk-chat", "bench/size/anchor-ai-sdk-chat.tsx"],
  ["anchor-assistant-ui", "bench/size/anchor-assistant-ui.tsx"],
  ["quickstart-markdown", "bench/size/quickstart-markdown.tsx"],
  // Issue 40: the interrupt parts over the Quick start (the prompt in MessageList and interruptSupport, against the
  // same app with useAgentCapabilities alone): first load apart from what loads on first use.
  ["quickstart-capabilities", "bench/size/quickstart-capabilities.tsx"],
  ["interrupts", "bench/size/interrupts.tsx"],
];

const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** Builds one app split; returns { first: { gzip, min, files }, lazy: [{ name, file, gzip, min }], all: { gzip, min } }. */
export async function measureSplit(name, entry) {
  rmSync(join(splitDir, name), { recursive: true, force: true });
  const result = await build({
    configFile: false,
    logLevel: "silent",
    root,
    resolve: { alias: Object.entries(alias).map(([find, replacement]) => ({ find: new RegExp(`^${find.replace(/[/.]/g, "\\$&")}$`), replacement })) },
    esbuild: { jsx: "automatic" },
    build: {
      write: false,
      minify: "esbuild",
      target: "es2022",
      modulePreload: false,
      rollupOptions: {
        input: src(entry),
        external: [/^react(\/|$)/, /^react-dom(\/|$)/],
        preserveEntrySignatures: "allow-extension",
        onwarn() {},
      },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result).output;
  const chunks = output.filter((o) => o.type === "chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // The first load: the entry and its static imports, transitively.
  const first = new Set();
  const visit = (file) => {
    const chunk = byFile.get(file);
    if (!chunk || first.has(file)) return;
    first.add(file);
    for (const i of chunk.imports) visit(i);
  };
  visit(chunks.find((c) => c.isEntry).fileName);
  const row = { first: { gzip: 0, min: 0, files: 0 }, lazy: [], all: { gzip: 0, min: 0 } };
  for (const chunk of chunks) {
    const bytes = Buffer.from(chunk.code);
    const size = { gzip: gz(bytes), min: bytes.length };
    row.all.gzip += size.gzip;
    row.all.min += size.min;
    const where = first.has(chunk.fileName) ? "first" : "lazy";
    mkdirSync(join(splitDir, name, where), { recursive: true });
    writeFileSync(join(splitDir, name, where, basename(chunk.fileName)), bytes);
    // `SPLIT_MODULES=1 node bench/size/split.mjs`: what each module of the first load costs (minified bytes as
    // rendered in the chunk; issue 40's "measure what each part of the first frame costs").
    if (where === "first" && process.env.SPLIT_MODULES) {
      const groups = new Map();
      for (const [id, m] of Object.entries(chunk.modules)) {
        const g = id.replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+).*$/, "$1").replace(/^.*packages\/(\w+)\/src\//, "$1/");
        groups.set(g, (groups.get(g) ?? 0) + m.renderedLength);
      }
      console.log(`\n${name}, first load by module (min bytes):`);
      for (const [g, b] of [...groups].sort((a, b) => b[1] - a[1])) if (b >= 300) console.log(`  ${String(b).padStart(6)}  ${g}`);
    }
    if (where === "first") {
      row.first.gzip += size.gzip;
      row.first.min += size.min;
      row.first.files += 1;
    } else {
      row.lazy.push({ name: chunk.name, file: basename(chunk.fileName), ...size });
    }
  }
  // The stylesheets the app imports (the Quick start's chat.css), minified by Vite as an app's build does.
  row.css = { gzip: 0, min: 0, files: 0 };
  for (const asset of output.filter((o) => o.type === "asset" && o.fileName.endsWith(".css"))) {
    const bytes = Buffer.from(asset.source);
    mkdirSync(join(splitDir, name, "css"), { recursive: true });
    writeFileSync(join(splitDir, name, "css", basename(asset.fileName)), bytes);
    row.css.gzip += gz(bytes);
    row.css.min += bytes.length;
    row.css.files += 1;
  }
  row.lazy.sort((a, b) => b.gzip - a.gzip);
  return row;
}

/** Builds every app split; writes .split/split.json; returns { [name]: row }. */
export async function measureAllSplit() {
  const rows = {};
  for (const [name, entry] of splitApps) rows[name] = await measureSplit(name, entry);
  mkdirSync(splitDir, { recursive: true });
  writeFileSync(join(splitDir, "split.json"), JSON.stringify(rows, null, 2) + "\n");
  return rows;
}

const kB = (n) => `${(n / 1000).toFixed(2)} kB`;
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const rows = await measureAllSplit();
  console.log("\nFirst load and chunks loaded on first use (Vite 7 / Rollup production build, min+gzip per file, react external):");
  for (const [name, row] of Object.entries(rows)) {
    console.log(`\n${name}: first load ${kB(row.first.gzip)} (${row.first.files} file${row.first.files === 1 ? "" : "s"}, ${kB(row.first.min)} min); everything it can load ${kB(row.all.gzip)}${row.css.files ? `; CSS ${kB(row.css.gzip)} (${kB(row.css.min)} min)` : ""}`);
    for (const c of row.lazy) console.log(`  on first use: ${c.name.padEnd(28)} ${kB(c.gzip).padStart(9)}  (${kB(c.min)} min, ${c.file})`);
  }
}
