/**
 * The example apps typecheck against the packages' built declarations (`dist/*.d.ts`, through their
 * `exports`), with `exactOptionalPropertyTypes` on as many apps have it.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";

const exec = promisify(execFile);
const root = fileURLToPath(new URL("../..", import.meta.url));

describe.each(["vite", "nextjs"])("examples/%s", (name) => {
  const dir = `${root}examples/${name}`;

  test("tsconfig keeps exactOptionalPropertyTypes and strict on", () => {
    const options = (JSON.parse(readFileSync(`${dir}/tsconfig.json`, "utf8")) as { compilerOptions: Record<string, unknown> }).compilerOptions;
    expect(options.exactOptionalPropertyTypes).toBe(true);
    expect(options.strict).toBe(true);
  });

  test("`pnpm run typecheck` passes", async () => {
    const result = await exec("pnpm", ["run", "typecheck"], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } }).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (err: { code?: number; stdout?: string; stderr?: string }) => ({ code: err.code ?? 1, output: `${err.stdout ?? ""}${err.stderr ?? ""}` }),
    );
    expect(result.code, result.output).toBe(0);
  }, 120_000);
});
