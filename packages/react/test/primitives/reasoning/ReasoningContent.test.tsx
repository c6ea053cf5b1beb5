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

describe("Reasoning.Content text", () => {
  const panel = (text: string) => (
    <Reasoning.Root status="streaming" defaultOpen>
      <Reasoning.Content text={text} />
    </Reasoning.Root>
  );

  it("short text is one text node; long text is chunk blocks whose text is the whole text", () => {
    const { container, rerender } = render(panel("short thought"));
    const content = container.querySelector('[data-rui="reasoning-content"]')!;
    expect(content.querySelector('[data-rui="reasoning-text-chunk"]')).toBeNull();
    expect(content.textContent).toBe("short thought");
    const text = lines(300);
    rerender(panel(text));
    const chunks = [...content.querySelectorAll('[data-rui="reasoning-text-chunk"]')];
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.map((c) => c.textContent).join("\n")).toBe(text);
  });

  it("a delta re-renders only the tail chunk, never a finished one", () => {
    let text = lines(500);
    const { container, rerender } = render(panel(text));
    const finished = container.querySelectorAll('[data-rui="reasoning-text-chunk"]:not([data-tail])').length;
    expect(finished).toBeGreaterThanOrEqual(5);
    const before = [...container.querySelectorAll('[data-rui="reasoning-text-chunk"]')];
    chunkRenders.length = 0;
    for (let i = 0; i < 20; i++) {
      text += `delta ${i} `;
      rerender(panel(text));
    }
    expect(chunkRenders).toEqual(Array(20).fill("tail"));
    const after = [...container.querySelectorAll('[data-rui="reasoning-text-chunk"]')];
    expect(after.slice(0, finished)).toEqual(before.slice(0, finished));
    expect(after.at(-1)!.textContent!.endsWith("delta 19 ")).toBe(true);
  });

  it("a delta that completes a chunk renders that one new chunk once, the others not at all", () => {
    let text = lines(200);
    const { container, rerender } = render(panel(text));
    const finished = container.querySelectorAll('[data-rui="reasoning-text-chunk"]:not([data-tail])').length;
    chunkRenders.length = 0;
    text += lines(90, "y");
    rerender(panel(text));
    expect(container.querySelectorAll('[data-rui="reasoning-text-chunk"]:not([data-tail])').length).toBe(finished + 1);
    expect(chunkRenders.sort()).toEqual(["finished", "tail"]);
  });

  it("chunks come 16 to a group; a delta re-renders only the last group, and the groups hold the whole text", () => {
    let text = lines(4000); // well past 16 chunks
    const { container, rerender } = render(panel(text));
    const groups = () => [...container.querySelectorAll('[data-rui="reasoning-text-group"]')];
    const chunks = container.querySelectorAll('[data-rui="reasoning-text-chunk"]');
    expect(groups().length).toBeGreaterThanOrEqual(2);
    expect(groups()[0]!.querySelectorAll('[data-rui="reasoning-text-chunk"]')).toHaveLength(16);
    expect(groups().length).toBe(Math.ceil(chunks.length / 16));
    expect(groups().at(-1)!.lastElementChild).toHaveAttribute("data-tail");
    const before = groups();
    groupRenders.length = 0;
    for (let i = 0; i < 10; i++) {
      text += `delta ${i} `;
      rerender(panel(text));
    }
    expect(groupRenders).toHaveLength(10); // the last group once per delta, no other
    expect(groups()).toEqual(before);
    const all = [...container.querySelectorAll('[data-rui="reasoning-text-chunk"]')].map((c) => c.textContent).join("\n");
    expect(all).toBe(text);
  });
});
