import { describe, expect, it } from "vitest";
import { tableName } from "../../src/db/tableName";
import { sqliteBackend } from "../../src/sqlite";
import { sqliteUploadBackend } from "../../src/uploads/sqlite";

describe("tableName", () => {
  it("takes a name of letters, digits and _ (≤ 63), or the backend's default", () => {
    expect(tableName(undefined, "rui_threads", "x")).toBe("rui_threads");
    expect(tableName("_Threads_2", "rui_threads", "x")).toBe("_Threads_2");
    expect(tableName("t".repeat(63), "d", "x")).toHaveLength(63);
  });
  it("refuses anything that could change the SQL it is spliced into, naming the backend", () => {
    for (const bad of ["", "2threads", "t; DROP TABLE users", "t-1", "t\"", "t".repeat(64), "tablé"])
      expect(() => tableName(bad, "d", "sqliteBackend")).toThrow(new TypeError("sqliteBackend: `table` is letters, digits and _ only"));
  });
  it("guards every backend before it opens anything", () => {
    expect(() => sqliteBackend({ filename: ":memory:", table: "x y" })).toThrow("sqliteBackend: `table`");
    expect(() => sqliteUploadBackend({ filename: ":memory:", table: "x y" })).toThrow("sqliteUploadBackend: `table`");
  });
});
