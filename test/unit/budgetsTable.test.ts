/**
 * The README's budget table is generated (issue 31 part 5): scripts/budgets.mjs makes it from bench/budgets.json (the
 * rows' order, wording, budgets — no figures), bench/results/speed.json (what `pnpm bench` recorded through
 * bench/record.mjs) and bench/results/size.json (what `node scripts/budgets.mjs --record` measured). README.md must
 * hold exactly what the script makes of the committed records — a hand edit of the table, or records changed without
 * regenerating it, fails here. The figures, and whether each budget is met, come from the records.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain .mjs script without declarations
import { END, NOT_MEASURED, START, generated, readRecords, renderTable, withTable } from "../../scripts/budgets.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const readme = readFileSync(`${root}README.md`, "utf8");

interface SpeedRecord {
  label: string;
  value: number;
  unit: string;
  budget?: number;
  atLeast?: boolean;
  note?: string;
  recordedAt: string;
  short: boolean;
  load: { before: number[]; after: number[] };
  node: string;
}
interface Records {
  budgets: { rows: Array<{ generated?: string; row?: string; budget?: string; records?: string[] }> };
  size: { sizeLimit: Record<string, number>; css: Record<string, { raw: number; gzip: number }> };
  speed: { records: Record<string, SpeedRecord> };
}

describe("README budget table", () => {
  const records = readRecords() as Records;

  it("is what scripts/budgets.mjs makes of the committed records (node scripts/budgets.mjs --check)", () => {
    expect(readme.split(START)).toHaveLength(2);
    expect(readme.split(END)).toHaveLength(2);
    expect(withTable(readme, renderTable(records.budgets, records.size, records.speed))).toBe(readme);
  });

  it("has every generated size row; the speed rows hold wording and budgets only, and name the records they show", () => {
    const ids = records.budgets.rows.flatMap((r) => (r.generated ? [r.generated] : []));
    expect(ids.sort()).toEqual(Object.keys(generated).sort());
    const speedRows = records.budgets.rows.filter((r) => !r.generated);
    expect(speedRows.length).toBeGreaterThan(10);
    for (const row of speedRows) {
      expect(Object.keys(row).sort(), row.row).toEqual(["budget", "records", "row"]);
      expect(row.records!.length, row.row).toBeGreaterThan(0);
    }
    // every record the committed bench run wrote is shown by some row (none recorded for nothing)
    const shown = new Set(speedRows.flatMap((r) => r.records!));
    expect(Object.keys(records.speed.records).filter((id) => !shown.has(id) && !id.startsWith("presets-"))).toEqual([]);
  });

  it("builds each speed row from its records: the figure, the budget met or not, and no record → not measured", () => {
    const p2 = records.budgets.rows.find((r) => r.records?.includes("p2-ratio"))!;
    const rec = (value: number): SpeedRecord => ({ label: "SSE bytes → store", value, unit: "× bare JSON.parse", budget: 0.5, atLeast: true, note: "n", recordedAt: "2026-01-02T00:00:00.000Z", short: true, load: { before: [3, 0, 0], after: [5.5, 0, 0] }, node: "v20.0.0" });
    const line = (speed: Records["speed"]) => (renderTable({ rows: [p2] }, records.size, speed) as string).split("\n")[2]!;
    expect(line({ records: { "p2-ratio": rec(0.62) } })).toMatch(/SSE bytes → store: 0\.620 × bare JSON\.parse \(n\) \[`--short`, load 3\.0 → 5\.5\] \| yes \|$/);
    expect(line({ records: { "p2-ratio": rec(0.41) } })).toMatch(/: 0\.410 × .*\| \*\*no\*\*: SSE bytes → store \|$/);
    expect(line({ records: {} })).toContain(`| ${NOT_MEASURED} | — |`);
    // a ceiling: above the budget is not met
    const p12 = records.budgets.rows.find((r) => r.records?.includes("p12-replay"))!;
    const replay = { ...rec(51), label: "replay", unit: "ms", budget: 50, atLeast: undefined };
    const p12line = (renderTable({ rows: [p12] }, records.size, { records: { "p12-replay": replay } }) as string).split("\n")[2]!;
    expect(p12line).toContain("replay: 51 ms");
    expect(p12line).toContain(`${NOT_MEASURED}: p12-log-per-event`);
    expect(p12line).toMatch(/\| \*\*no\*\*: replay \|$/);
  });

  it("takes its size figures from the records: a different measurement gives a different table", () => {
    const table = renderTable(records.budgets, records.size, records.speed) as string;
    const key = Object.keys(records.size.sizeLimit).find((k) => k.startsWith("P4 first load: the README Quick start"))!;
    expect(key).toBeDefined();
    const grown = { ...records.size, sizeLimit: { ...records.size.sizeLimit, [key]: 24_400 } };
    const row = (t: string) => t.split("\n").find((l) => l.startsWith("| P4 the README Quick start: its first load"))!;
    expect(row(table)).toContain(`${(records.size.sizeLimit[key]! / 1000).toFixed(1)} kB`);
    expect(row(renderTable(records.budgets, grown, records.speed))).toMatch(/\| 24\.4 kB .*\| yes \|$/);
    // the stylesheet's cost is in the table, from the records
    const css = records.size.css["styles.css"]!;
    expect(table).toContain(`${(css.gzip / 1000).toFixed(1)} kB gzip, ${(css.raw / 1000).toFixed(1)} kB raw`);
  });

  it("a hand edit of the table is caught", () => {
    const edited = readme.replace(/(\| P4 the README Quick start: its first load[^|]*\| [^|]*\| )[\d.]+ kB/, "$1 19.9 kB");
    expect(edited).not.toBe(readme);
    expect(withTable(edited, renderTable(records.budgets, records.size, records.speed))).not.toBe(edited);
  });
});
