// The README's budget table (issue 31 part 5), generated — never edited by hand:
//
//   node scripts/budgets.mjs --record   measures what `pnpm size` measures (size-limit's JSON, the split builds of
//                                       bench/size/split.mjs, the stylesheets) into bench/results/size.json, then
//                                       writes the table
//   node scripts/budgets.mjs            writes the table from the committed records
//   node scripts/budgets.mjs --check    exits 1 when README.md's table is not what the records give (the unit test
//                                       test/unit/budgetsTable.test.ts runs this)
//
// Sources: the size rows are computed here from bench/results/size.json (recorded by `--record`, the machine's date
// and the figures kept with it); the speed rows from bench/results/speed.json, which `pnpm bench` writes through
// bench/record.mjs (each figure with its date, `--short` or not, the machine's load before/after and the Node
// version). bench/budgets.json holds only the rows' order, wording, budgets and which records each row shows; the
// measured cell and "met?" are computed here, and a row with no record says "not measured (run pnpm bench)".
// bench/RESULTS.md has the method. The table sits in README.md between `<!-- budgets:start -->` and
// `<!-- budgets:end -->`.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { bundleStyles, chatPath } from "../packages/react/scripts/styles.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const at = (p) => root + p;
export const START = "<!-- budgets:start -->";
export const END = "<!-- budgets:end -->";

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const kB2 = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const parseKB = (text) => Number.parseFloat(text) * 1000;
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** What `--record` measures: size-limit's rows by name, the split builds, the stylesheets. */
export function recordSize() {
  const pnpm = process.platform === "win32" ? "pnpm.cmd" : "pnpm";
  const r = spawnSync(pnpm, ["exec", "size-limit", "--json"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const json = r.stdout.slice(r.stdout.indexOf("["));
  const sizeLimit = Object.fromEntries(JSON.parse(json).map((row) => [row.name, row.size]));
  const split = JSON.parse(readFileSync(at("bench/size/.split/split.json"), "utf8"));
  const esbuild = createRequire(createRequire(import.meta.url).resolve("@size-limit/esbuild"))("esbuild");
  const css = {};
  // styles.css and chat.css as published: their parts (src/styles/<part>.css) inlined (packages/react/scripts/styles.mjs).
  for (const [name, text] of [
    ["styles.css", bundleStyles()],
    // chat.css names a subset of the parts: each read by name (the default reader checks the whole manifest lists every part)
    ["chat.css", bundleStyles(readFileSync(chatPath, "utf8"), (name) => readFileSync(at(`packages/react/src/styles/${name}.css`), "utf8"))],
    ["markdown.css", readFileSync(at("packages/react/src/markdown/markdown.css"), "utf8")],
    ...readdirSync(at("packages/react/presets")).filter((f) => f.endsWith(".css")).sort().map((f) => [`presets/${f}`, readFileSync(at(`packages/react/presets/${f}`), "utf8")]),
  ]) {
    const raw = Buffer.from(text);
    const min = Buffer.from(esbuild.transformSync(raw.toString("utf8"), { loader: "css", minify: true }).code);
    css[name] = { raw: raw.length, gzip: gz(raw), min: min.length, minGzip: gz(min) };
  }
  return { recordedAt: new Date().toISOString().slice(0, 10), command: "node scripts/budgets.mjs --record (pnpm size's measurements)", sizeLimit, split, css };
}

/** size-limit's figure for the row whose name starts with `prefix` (the first such row in .size-limit.js's order). */
function limitRow(size, prefix) {
  const key = Object.keys(size.sizeLimit).find((k) => k.startsWith(prefix));
  if (key === undefined) throw new Error(`bench/results/size.json has no size-limit row "${prefix}…"; run node scripts/budgets.mjs --record`);
  return size.sizeLimit[key];
}
const met = (value, budget) => (value <= budget ? "yes" : "**no**");

/** The rows computed from the size records, by the id bench/budgets.json places them with. */
export const generated = {
  "p4-first-load": (s) => {
    const first = limitRow(s, "P4 first load: the README Quick start");
    // Issue 40: the anchors, built the same way in the same run, once recorded.
    const aiSdk = s.sizeLimit["P4 anchor: the AI SDK's useChat with a hand-written list (Vite build)"];
    const aui = s.sizeLimit["P4 anchor: assistant-ui's primitives with a local runtime (Vite build)"];
    const anchors = aiSdk === undefined || aui === undefined ? "" : `; anchors built the same way: the AI SDK's \`useChat\` bare chat ${kB(aiSdk)}, assistant-ui's primitives ${kB(aui)}`;
    return [
      "P4 the README Quick start: its first load (min+gzip; a Vite production build, react external, every other dependency bundled)",
      "≤ 25 kB",
      `${kB(first)} (what it loads on first use is apart: the message editor ${kB2(limitRow(s, "P4 lazy chunks of the Quick start: MessageEditor"))}; as one esbuild file with those inlined ${kB(limitRow(s, "P4 (a):"))}; the same app without \`storage\`: ${kB(limitRow(s, "the Quick start without `storage`"))} as one file${anchors})`,
      met(first, 25_000),
    ];
  },
  "p4-everything": (s) => {
    const all = limitRow(s, "P4 everything the Quick start can load");
    return ["P4 everything the Quick start can load (first load + every chunk it loads on first use)", "≤ 50.9 kB", kB(all), met(all, 50_900)];
  },
  "p4-reasoning-message": (s) => {
    const first = limitRow(s, "P4 (b) first load: ReasoningMessage with a store");
    const agentStore = `${kB(first)} (Vite); ${kB(limitRow(s, "P4 (b):"))} as one esbuild file; core's store alone ${kB(limitRow(s, "core's part of (b)"))}`;
    // Issue 40: the reasoning-only store (`createReasoningStore`) is what the budget measures once recorded.
    const own = s.sizeLimit["P4 (b) first load: ReasoningMessage with createReasoningStore (Vite build)"];
    if (own === undefined) return ["P4 (b) one `ReasoningMessage` with a store, no transport", "≤ 15 kB", agentStore, met(first, 15_000)];
    return ["P4 (b) one `ReasoningMessage` with a store, no transport", "≤ 15 kB", `${kB(own)} with the reasoning-only store \`createReasoningStore\` (Vite); with the agent store \`createAgentStore\`: ${agentStore}`, met(own, 15_000)];
  },
  "p4-lazy": (s) => {
    const mdChunk = limitRow(s, "the Quick start + LazyMarkdown answers: the Markdown chunk");
    const editor = limitRow(s, "P4 lazy chunks of the Quick start: MessageEditor");
    const sseRow = s.sizeLimit["P4 lazy chunks of the Quick start: SSE parser"]; // issue 40
    const sse = sseRow === undefined ? "" : `, the SSE parser ${kB2(sseRow)}`;
    return [
      "Parts loaded on first use (docs/architecture.md, \"Budgets and benchmarks\"), min+gzip each",
      "not in the first load",
      `the message editor ${kB2(editor)}; the event families ${kB2(limitRow(s, "P4 lazy chunks of the Quick start: event families"))}, the persistence engine ${kB2(limitRow(s, "P4 lazy chunks of the Quick start: persistence engine"))} and \`browserStorage\`'s backends ${kB2(limitRow(s, "P4 lazy chunks of the Quick start: browserStorage's backends"))}, the re-attach loop ${kB2(limitRow(s, "P4 lazy chunks of the Quick start: re-attach loop"))} and \`resumeHttpAgent\` ${kB2(limitRow(s, "P4 lazy chunks of the Quick start: resumeHttpAgent"))}${sse} (the Quick start's core parts, loaded after the first paint or when a run needs them); \`LazyMarkdown\`'s renderer ${kB(mdChunk)} (the Quick start with it: first load ${kB(limitRow(s, "the Quick start + LazyMarkdown answers: first load"))})`,
      ["MessageEditor", "families", "persistence", "browserBackend", "reattach", "resumeHttpAgent"].every((name) => s.split.quickstart.lazy.some((c) => c.name === name)) &&
      s.split["quickstart-markdown"].lazy.some((c) => c.name === "Markdown")
        ? "yes"
        : "**no**",
    ];
  },
  "p4-opt-in": (s) => [
    "P4 opt-in parts: `@reasoning-ui/core/json-patch`, `@reasoning-ui/core/strict`, `@reasoning-ui/core/storage`",
    "nothing for apps that do not import them",
    `${kB(limitRow(s, "opt-in @reasoning-ui/core/json-patch"))}, ${kB(limitRow(s, "opt-in @reasoning-ui/core/strict"))}, ${kB(limitRow(s, "the storage adapter alone"))} (\`browserStorage\` with the persistence engine) — only in apps that pass them`,
    "yes",
  ],
  "interrupt-parts": (s) => {
    // Issue 40: the first loads (Vite build) once recorded; the parts loaded on first use apart. Before: one esbuild file each.
    const vite = s.sizeLimit["Interrupt parts: the Quick start + InterruptPrompt, first load (Vite build)"];
    const base = s.sizeLimit["Interrupt parts: the Quick start + useAgentCapabilities, first load (Vite build)"];
    const viteRows = vite !== undefined && base !== undefined;
    const delta = viteRows ? vite - base : limitRow(s, "the Quick start + InterruptPrompt") - limitRow(s, "the Quick start + useAgentCapabilities");
    const fields = s.sizeLimit["Interrupt parts on first use: the answer fields (schema form, text answer)"];
    const planner = s.sizeLimit["Interrupt parts on first use: the resume planner and its notices"];
    const later = fields !== undefined && planner !== undefined ? `; on first use: the answer fields ${kB2(fields)}, the resume planner ${kB2(planner)}` : "";
    // records from before issue 40 (one esbuild file each) render as they did, under issue 29's budget
    const budget = viteRows ? 3_000 : 2_000;
    return [
      `Interrupt parts, min+gzip: the Quick start + \`InterruptPrompt\` in \`MessageList\` vs the Quick start + \`useAgentCapabilities\`${viteRows ? ", first loads (Vite build)" : ""}`,
      `≤ ${budget / 1000} kB`,
      `+${kB(delta)}${later} (docs/architecture.md, "Interrupts" says what would have to go)`,
      met(delta, budget),
    ];
  },
  stylesheet: (s) => {
    const { "styles.css": st, "chat.css": chat, "markdown.css": md } = s.css;
    const chatRow = chat === undefined ? "" : `. \`chat.css\` (the Quick start's: the parts a chat renders) minified ${kB2(chat.minGzip)} gzip`;
    return [
      "The stylesheet `@reasoning-ui/react/styles.css` (every part; `chat.css` the Quick start's parts, `styles/<part>.css` one each)",
      "Quick start's CSS ≤ 5 kB",
      `${kB(st.gzip)} gzip, ${kB(st.raw)} raw as shipped; minified by an app's bundler ${kB(st.minGzip)} gzip, ${kB(st.min)}${chatRow}. \`markdown.css\`: ${kB(md.gzip)} gzip, ${kB(md.raw)} raw`,
      chat === undefined ? "—" : met(chat.minGzip, 5_000),
    ];
  },
  presets: (s) => {
    const presets = Object.entries(s.css).filter(([name]) => name.startsWith("presets/"));
    const names = { "presets/shadcn.css": "shadcn", "presets/tailwind.css": "Tailwind v4", "presets/radix-themes.css": "Radix Themes" };
    return [
      "Theme presets (`@reasoning-ui/react/presets/*.css`), gzip each; tokens in JavaScript",
      "≤ 1 kB; 0",
      `${presets.map(([name, c]) => `${names[name] ?? name} ${c.gzip} B`).join(", ")}; 0 B`,
      presets.every(([, c]) => c.gzip <= 1024) ? "yes" : "**no**",
    ];
  },
};

/** A measured figure as the table prints it: 3 significant figures below 100, whole numbers (grouped) above. */
export function figure(value) {
  const a = Math.abs(value);
  if (a === 0 || Number.isInteger(value)) return value.toLocaleString("en");
  return a >= 100 ? Math.round(value).toLocaleString("en") : a >= 10 ? value.toFixed(1) : a >= 1 ? value.toFixed(2) : value.toFixed(3);
}
const loadRange = (recs) => {
  const before = Math.min(...recs.map((r) => r.load.before[0]));
  const after = Math.max(...recs.map((r) => r.load.after[0]));
  return `${before.toFixed(1)} → ${after.toFixed(1)}`;
};
export const NOT_MEASURED = "not measured (run pnpm bench)";

/**
 * A speed row's cells from bench/results/speed.json: its records' figures (label: value unit (note)), and "met?"
 * computed from each record's value against its budget (a ceiling, or a floor with `atLeast`).
 */
export function speedCells(row, speed) {
  const present = row.records.filter((id) => speed.records[id]).map((id) => [id, speed.records[id]]);
  const missing = row.records.filter((id) => !speed.records[id]);
  if (present.length === 0) return [row.row, row.budget, NOT_MEASURED, "—"];
  const recs = present.map(([, r]) => r);
  const figures = recs.map((r) => `${r.label}: ${figure(r.value)} ${r.unit}${r.note ? ` (${r.note})` : ""}`);
  const short = recs.every((r) => r.short) ? "`--short`, " : recs.some((r) => r.short) ? "partly `--short`, " : "";
  const measured = `${figures.join("; ")}${missing.length ? `; ${NOT_MEASURED}: ${missing.join(", ")}` : ""} [${short}load ${loadRange(recs)}]`;
  const budgeted = recs.filter((r) => typeof r.budget === "number");
  const failed = budgeted.filter((r) => (r.atLeast ? r.value < r.budget : r.value > r.budget));
  const met =
    budgeted.length === 0
      ? "—"
      : failed.length
        ? `**no**: ${failed.map((r) => r.label).join("; ")}${failed.length < budgeted.length ? ` (${budgeted.length - failed.length} of ${budgeted.length} yes)` : ""}`
        : missing.length
          ? "yes, as far as measured"
          : "yes";
  return [row.row, row.budget, measured, met];
}

const cell = (text) => String(text).replace(/\|/g, "\\|").replace(/\n/g, " ");

/** The table (header and rows) from the budget rows, the size records and the speed records. */
export function renderTable(budgets, size, speed = { records: {} }) {
  const lines = ["| | budget (docs/architecture.md, \"Budgets and benchmarks\") | measured | met? |", "|---|---|---|---|"];
  for (const row of budgets.rows) {
    let cells;
    if (row.generated) {
      const make = generated[row.generated];
      if (!make) throw new Error(`bench/budgets.json: no generated row "${row.generated}"`);
      cells = make(size);
    } else if (row.records) cells = speedCells(row, speed);
    else throw new Error(`bench/budgets.json: row "${row.row}" has neither "generated" nor "records"`);
    lines.push(`| ${cells.map(cell).join(" | ")} |`);
  }
  const recs = [...new Set(budgets.rows.flatMap((r) => r.records ?? []))].flatMap((id) => speed.records[id] ?? []);
  const days = [...new Set(recs.map((r) => r.recordedAt.slice(0, 10)))].sort();
  const nodes = [...new Set(recs.map((r) => r.node))].sort();
  const run = recs.length
    ? `\`pnpm bench${recs.every((r) => r.short) ? " --short" : ""}\`${recs.some((r) => r.short) && !recs.every((r) => r.short) ? " (rows marked `--short` from `pnpm bench --short`)" : ""} on ${days.join(", ")} (Node ${nodes.join(", ")}; each row ends with the 1-minute load average when its script started → when its last figure was taken; this machine's 2 cores are shared)`
    : "not measured yet (run pnpm bench)";
  lines.push("", `Size rows: \`node scripts/budgets.mjs --record\` on ${size.recordedAt} (bench/results/size.json). Speed rows: ${run}, from bench/results/speed.json. Generated by scripts/budgets.mjs from the records — never edit this table by hand.`);
  return lines.join("\n");
}

/** README.md with the table between the markers replaced. */
export function withTable(readme, table) {
  const a = readme.indexOf(START);
  const b = readme.indexOf(END);
  if (a < 0 || b < a || readme.indexOf(START, a + 1) >= 0) throw new Error(`README.md must hold one ${START} … ${END} pair`);
  return `${readme.slice(0, a + START.length)}\n${table}\n${readme.slice(b)}`;
}

const readSpeed = () => {
  try {
    return JSON.parse(readFileSync(at("bench/results/speed.json"), "utf8"));
  } catch (e) {
    if (e.code === "ENOENT") return { records: {} };
    throw e;
  }
};
export const readRecords = () => ({
  budgets: JSON.parse(readFileSync(at("bench/budgets.json"), "utf8")),
  size: JSON.parse(readFileSync(at("bench/results/size.json"), "utf8")),
  speed: readSpeed(),
});

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes("--record")) writeFileSync(at("bench/results/size.json"), `${JSON.stringify(recordSize(), null, 2)}\n`);
  const { budgets, size, speed } = readRecords();
  const readme = readFileSync(at("README.md"), "utf8");
  const next = withTable(readme, renderTable(budgets, size, speed));
  if (process.argv.includes("--check")) {
    if (next !== readme) {
      console.error("README.md's budget table is not what scripts/budgets.mjs makes of bench/budgets.json, bench/results/size.json and bench/results/speed.json: run node scripts/budgets.mjs");
      process.exit(1);
    }
    console.log("README.md's budget table matches the records.");
  } else {
    writeFileSync(at("README.md"), next);
    console.log(`README.md's budget table written (${budgets.rows.length} rows).`);
  }
}
