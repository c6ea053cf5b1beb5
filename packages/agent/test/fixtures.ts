import { readFile } from "node:fs/promises";
import { FIXTURES } from "./harness";

/** A recorded file under `test/fixtures/providers/<provider>/<file>` (any extension), as UTF-8. */
export const readFixture = (provider: string, file: string) => readFile(new URL(`${provider}/${file}`, FIXTURES), "utf8");

/** The `data:` payloads of an SSE body, JSON-parsed, in order: the events a provider sends, without any SDK. */
export function sseData(body: string): unknown[] {
  return body
    .split(/\r?\n\r?\n/)
    .map((frame) => frame.split(/\r?\n/).filter((line) => line.startsWith("data:")).map((line) => line.slice(5).trimStart()).join("\n"))
    .filter((data) => data !== "")
    .map((data) => JSON.parse(data) as unknown);
}

/** The items as an async stream (what a provider stream is), one per tick. */
export async function* from<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}
