// Issue 33: each theme preset (@reasoning-ui/react/presets/*.css) ≤ 1 kB gzip, and the tokens add nothing to the
// JavaScript an app loads (they are CSS variables and a JSON file no module imports). Printed by `pnpm bench` and
// `pnpm size`; exits 1 when a preset is over its budget.
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { record } from "../record.mjs";

const dir = fileURLToPath(new URL("../../packages/react/presets/", import.meta.url));
const BUDGET = 1024;
let over = 0;
console.log("\nTheme presets (gzip -9; budget ≤ 1 kB each)");
for (const file of readdirSync(dir).filter((f) => f.endsWith(".css")).sort()) {
  const text = readFileSync(dir + file);
  const gz = gzipSync(text, { level: 9 }).length;
  if (gz > BUDGET) over++;
  // recorded under `pnpm bench` (or run alone); `pnpm size` only checks (the README's presets row is the size record's)
  if (process.env.npm_lifecycle_event !== "size") record(`presets-${file.replace(/\.css$/, "")}`, { label: `presets/${file}`, value: gz, unit: "B gzip", budget: BUDGET, note: `${text.length} B raw` });
  console.log(`  ${`presets/${file}`.padEnd(28)} ${String(text.length).padStart(5)} B raw  ${String(gz).padStart(4)} B gzip  ${gz <= BUDGET ? "≤" : ">"} 1 kB${gz > BUDGET ? "  OVER BUDGET" : ""}`);
}
process.exit(over ? 1 : 0);
