/**
 * Incremental plain-text rendering (P7, docs/architecture.md, "Budgets and benchmarks"): long reasoning is split at line breaks into
 * chunks, and a delta re-renders only the last one. Renders of a chunk are counted through the JSX runtime
 * (every element `div[data-rui="reasoning-text-chunk"]` a component creates is one render of it).
 */
import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

const { chunkRenders, groupRenders, count } = vi.hoisted(() => {
  const chunkRenders: string[] = [];
  const groupRenders: number[] = [];
  const count = (type: unknown, props: Record<string, unknown> | null) => {
    if (type === "div" && props?.["data-rui"] === "reasoning-text-chunk") chunkRenders.push(props["data-tail"] === undefined ? "finished" : "tail");
    if (type === "div" && props?.["data-rui"] === "reasoning-text-group") groupRenders.push(1);
  };
  return { chunkRenders, groupRenders, count };
});
// The sources are compiled with the automatic runtime: production (`jsx`, `jsxs`) or development (`jsxDEV`).
vi.mock("react/jsx-runtime", async (importOriginal) => {
  const actual = await importOriginal<typeof import("react/jsx-runtime")>();
  return {
    ...actual,
    jsx: (type: never, props: never, key?: never) => (count(type, props), actual.jsx(type, props, key)),
    jsxs: (type: never, props: never, key?: never) => (count(type, props), actual.jsxs(type, props, key)),
  };
});
vi.mock("react/jsx-dev-runtime", async (importOriginal) => {
  const actual = await importOriginal<{ jsxDEV: (...args: unknown[]) => unknown }>();
  return { ...actual, jsxDEV: (type: never, props: never, ...rest: unknown[]) => (count(type, props), actual.jsxDEV(type, props, ...rest)) };
});

const { Reasoning } = await import("../../../src");
const { createTextChunker, TEXT_CHUNK_SIZE } = await import("../../../src/primitives/reasoning/textChunks");

/** `n` lines of 99 characters and a line break each (~100 bytes a line). */
const lines = (n: number, tag = "x") => Array.from({ length: n }, (_, i) => `${tag}${i} `.padEnd(99, "·") + "\n").join("");

describe("createTextChunker", () => {
  it("splits at line breaks past the chunk size; chunks joined by line breaks give back the text", () => {
    const chunker = createTextChunker();
    const text = lines(400) + "tail without a break";
    const { finished, tail } = chunker.split(text);
    expect(finished.length).toBe(4);
    for (const chunk of finished) expect(chunk.length).toBeGreaterThanOrEqual(TEXT_CHUNK_SIZE);
    expect([...finished, tail].join("\n")).toBe(text);
    expect(chunker.split("short")).toEqual({ finished: [], tail: "short" });
  });

  it("a text that extends the previous one keeps the finished chunks; a replaced one is split afresh", () => {
    const chunker = createTextChunker();
    const first = chunker.split(lines(200));
    const grown = chunker.split(lines(200) + lines(200, "y"));
    expect(grown.finished.slice(0, first.finished.length)).toEqual(first.finished);
    expect(grown.finished[0]).toBe(first.finished[0]);
    const replaced = lines(300, "z");
    const again = chunker.split(replaced);
    expect(again.finished[0]!.startsWith("z0")).toBe(true);
    expect([...again.finished, again.tail].join("\n")).toBe(replaced);
  });

  it("a text that changes a chunk's edge or shifts its line break is split afresh, never shown stale", () => {
    const text = lines(300);
    for (const changed of ["Q" + text.slice(1), text.slice(0, 20000) + text.slice(20001) + "more", text.slice(0, 9000) + "\n" + text.slice(9000)]) {
      const chunker = createTextChunker();
      chunker.split(text);
      const again = chunker.split(changed);
      expect([...again.finished, again.tail].join("\n")).toBe(changed);
    }
  });

  it("a text with no line break stays in one chunk", () => {
    const text = "a".repeat(TEXT_CHUNK_SIZE * 3);
    expect(createTextChunker().split(text)).toEqual({ finished: [], tail: text });
  });
});
