/**
 * bench/record.mjs, the one writer of bench/results/speed.json (issue 31 part 5): each record keeps its figure with
 * the run it comes from, a later record of the same id replaces it, other ids stay, and a non-number is never kept.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

const dir = mkdtempSync(path.join(tmpdir(), "rui-record-"));
const file = path.join(dir, "results", "speed.json");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("bench/record.mjs", () => {
  it("appends by id, with date, --short, load before/after and the Node version", async () => {
    vi.stubEnv("BENCH_RECORD", file);
    vi.stubEnv("BENCH_SHORT", "1");
    vi.resetModules();
    const { record, SPEED_FILE } = await import("../../bench/record.mjs");
    expect(SPEED_FILE).toBe(file);
    record("p2-ratio", { label: "SSE bytes → store", value: 0.6, unit: "×", budget: 0.5, atLeast: true });
    record("p1-single-1k", { label: "1k deltas", value: 0.4, unit: "µs", budget: 1, note: "median of 3" });
    record("p2-ratio", { label: "SSE bytes → store", value: 0.7, unit: "×", budget: 0.5, atLeast: true });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    record("p3-commits", { label: "commits per frame", value: Number.NaN, unit: "commits/frame", budget: 1 });
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
    const { records } = JSON.parse(readFileSync(file, "utf8"));
    expect(Object.keys(records)).toEqual(["p1-single-1k", "p2-ratio"]);
    expect(records["p2-ratio"]).toMatchObject({ value: 0.7, unit: "×", budget: 0.5, atLeast: true, short: true, node: process.version });
    expect(records["p1-single-1k"].note).toBe("median of 3");
    expect(Date.parse(records["p2-ratio"].recordedAt)).not.toBeNaN();
    expect(records["p2-ratio"].load.before).toHaveLength(3);
    expect(records["p2-ratio"].load.after).toHaveLength(3);
    vi.unstubAllEnvs();
  });
});
