/**
 * Parts loaded on first use (issue 31 part 3, docs/architecture.md, "UI parts"): `lazyPart` shows the fallback until the code
 * arrives, then the part; keeps an instance's state across renders; never throws into React when the code cannot be
 * loaded (the fallback stays; the next instance tries again); renders at once when the code is already there.
 */
import { act, render, screen } from "@testing-library/react";
import { Suspense, useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyPart } from "../../src/internal/lazyPart";
import { LazyMarkdown } from "../../src/markdown/LazyMarkdown";
import { AgentProvider, MessageList } from "../../src";
import { newStore } from "../helpers";

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {label} {n}
    </button>
  );
}

describe("lazyPart", () => {
  it("shows the fallback until the code arrives, then the part; the load starts once", async () => {
    let loads = 0;
    const code = deferred<typeof Counter>();
    const Part = lazyPart<{ label: string }>(() => {
      loads += 1;
      return code.promise;
    });
    const { rerender } = render(<Part label="Count" fallback={<p>plain content</p>} />);
    expect(screen.getByText("plain content")).toBeInTheDocument();
    rerender(<Part label="Count" fallback={<p>plain content</p>} />);
    await act(async () => code.resolve(Counter));
    expect(screen.queryByText("plain content")).toBeNull();
    expect(screen.getByRole("button")).toHaveTextContent("Count 0");
    expect(loads).toBe(1);
    // the instance keeps its state across later renders (no remount when the code is there)
    act(() => screen.getByRole("button").click());
    rerender(<Part label="Count" fallback={<p>plain content</p>} />);
    expect(screen.getByRole("button")).toHaveTextContent("Count 1");
  });

  it("renders in the same commit, without a fallback, once preloaded", async () => {
    const Part = lazyPart<{ label: string }>(() => Promise.resolve(Counter));
    await Part.preload();
    render(<Part label="Ready" fallback={<p>plain content</p>} />);
    expect(screen.queryByText("plain content")).toBeNull();
    expect(screen.getByRole("button")).toHaveTextContent("Ready 0");
  });

  it("a failed load keeps the fallback (nothing thrown into React); the next instance loads again", async () => {
    let attempt = 0;
    const Part = lazyPart<{ label: string }>(() => (++attempt === 1 ? Promise.reject(new Error("chunk lost")) : Promise.resolve(Counter)));
    const first = render(<Part label="Again" fallback={<p>still readable</p>} />);
    await act(async () => {
      await Part.preload();
    });
    expect(screen.getByText("still readable")).toBeInTheDocument();
    first.unmount();
    render(<Part label="Again" fallback={<p>still readable</p>} />);
    await act(async () => {
      await Part.preload();
    });
    expect(attempt).toBe(2);
    expect(screen.getByRole("button")).toHaveTextContent("Again 0");
  });

  it("{ suspend: true }: no boundary of its own — the caller's Suspense holds the whole region back, then shows it complete", async () => {
    const code = deferred<typeof Counter>();
    const Part = lazyPart<{ label: string }>(() => code.promise, { suspend: true });
    const seen: string[] = [];
    const { container } = render(
      <Suspense fallback={<p>region loading</p>}>
        <span>sibling</span>
        <Part label="Held" fallback={<p>never shown while loading</p>} />
      </Suspense>,
    );
    // record every state the region passes through: never the sibling without the part
    const watch = new MutationObserver(() => seen.push(container.textContent ?? ""));
    watch.observe(container, { childList: true, subtree: true, characterData: true, attributes: true });
    expect(screen.getByText("region loading")).toBeInTheDocument();
    expect(screen.queryByText("never shown while loading")).toBeNull();
    await act(async () => code.resolve(Counter));
    await screen.findByRole("button", { name: "Held 0" });
    watch.disconnect();
    expect(screen.getByText("sibling")).toBeVisible();
    expect(screen.queryByText("region loading")).toBeNull();
    expect(seen.filter((text) => text.includes("sibling") && !text.includes("Held 0"))).toEqual([]);
  });

  it("{ suspend: true }: a failed load renders the instance's fallback in place (nothing thrown into React); a later instance loads again", async () => {
    let attempt = 0;
    const Part = lazyPart<{ label: string }>(() => (++attempt === 1 ? Promise.reject(new Error("chunk lost")) : Promise.resolve(Counter)), { suspend: true });
    const first = render(
      <Suspense fallback={<p>region loading</p>}>
        <span>sibling</span>
        <Part label="Lost" fallback={<p>still readable</p>} />
      </Suspense>,
    );
    await act(async () => {
      await Part.preload();
    });
    expect(screen.getByText("still readable")).toBeInTheDocument();
    expect(screen.getByText("sibling")).toBeInTheDocument();
    await act(async () => {
      await Part.preload();
    });
    expect(attempt).toBe(2); // one retry, not one per render
    first.unmount();
    render(
      <Suspense fallback={<p>region loading</p>}>
        <Part label="Again" />
      </Suspense>,
    );
    expect(screen.getByRole("button")).toHaveTextContent("Again 0");
  });

  it("server rendering: a part whose code is not there renders its fallback; the Quick start's list with Edit renders", () => {
    const html = renderToString(<LazyMarkdown>{"First paragraph.\n\nSecond **one**."}</LazyMarkdown>);
    expect(html).toContain('data-rui="markdown"');
    expect(html).toContain("<p>First paragraph.</p>");
    const store = newStore([{ id: "u1", role: "user", content: "Will it rain?" }]);
    const list = renderToString(
      <AgentProvider store={store}>
        <MessageList onEdit={() => {}} />
      </AgentProvider>,
    );
    expect(list).toContain("Will it rain?");
    expect(list).toContain('data-rui="message-edit"');
  });
});
