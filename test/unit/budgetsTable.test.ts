/**
 * The README's budget table is generated (issue 31 part 5): scripts/budgets.mjs makes it from bench/budgets.json (the
 * speed rows as `pnpm bench` recorded them) and bench/results/size.json (what `node scripts/budgets.mjs --record`
 * measured). README.md must hold exactly what the script makes of the committed records — a hand edit of the table,
 * or records changed without regenerating it, fails here. The figures of the size rows come from the records.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain .mjs script without declarations
import { END, START, generated, readRecords, renderTable, withTable } from "../../scripts/budgets.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const readme = readFileSync(`${root}README.md`, "utf8");

interface Records {
  budgets: { rows: Array<{ generated?: string; row?: string; budget?: string; measured?: string; met?: string; source?: string }> };
  size: { sizeLimit: Record<string, number>; css: Record<string, { raw: number; gzip: number }> };
}

describe("README budget table", () => {
  const records = readRecords() as Records;

  it("is what scripts/budgets.mjs makes of the committed records (node scripts/budgets.mjs --check)", () => {
    expect(readme.split(START)).toHaveLength(2);
    expect(readme.split(END)).toHaveLength(2);
    expect(withTable(readme, renderTable(records.budgets, records.size))).toBe(readme);
  });

  it("has every generated size row, and each recorded speed row names the run it comes from", () => {
    const ids = records.budgets.rows.flatMap((r) => (r.generated ? [r.generated] : []));
    expect(ids.sort()).toEqual(Object.keys(generated).sort());
    for (const row of records.budgets.rows.filter((r) => !r.generated)) {
      expect(row.source, row.row).toMatch(/pnpm bench/);
      expect([row.row, row.budget, row.measured, row.met].every((c) => typeof c === "string" && c !== ""), row.row).toBe(true);
    }
  });

  it("takes its size figures from the records: a different measurement gives a different table", () => {
    const table = renderTable(records.budgets, records.size) as string;
    const key = Object.keys(records.size.sizeLimit).find((k) => k.startsWith("P4 first load: the README Quick start"))!;
    expect(key).toBeDefined();
    const grown = { ...records.size, sizeLimit: { ...records.size.sizeLimit, [key]: 24_400 } };
    const row = (t: string) => t.split("\n").find((l) => l.startsWith("| P4 the README Quick start: its first load"))!;
    expect(row(table)).toContain(`${(records.size.sizeLimit[key]! / 1000).toFixed(1)} kB`);
    expect(row(renderTable(records.budgets, grown))).toMatch(/\| 24\.4 kB .*\| yes \|$/);
    // the stylesheet's cost is in the table, from the records
    const css = records.size.css["styles.css"]!;
    expect(table).toContain(`${(css.gzip / 1000).toFixed(1)} kB gzip, ${(css.raw / 1000).toFixed(1)} kB raw`);
  });

  it("a hand edit of the table is caught", () => {
    const edited = readme.replace(/(\| P4 the README Quick start: its first load[^|]*\| [^|]*\| )[\d.]+ kB/, "$1 19.9 kB");
    expect(edited).not.toBe(readme);
    expect(withTable(edited, renderTable(records.budgets, records.size))).not.toBe(edited);
  });
});
