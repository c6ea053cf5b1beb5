import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultLabels, formatDurationEn, Reasoning, reasoningDurationText, useElapsed, useReasoningElapsed } from "../../../src";
import { apply, ev, newStore, renderWithStore, T0 } from "../../helpers";
import { ReasoningMessage } from "../../../src";

const text = (status: "streaming" | "complete" | "interrupted", ms: number | undefined) =>
  reasoningDurationText(defaultLabels, status, ms === undefined ? undefined : T0, ms === undefined ? undefined : T0 + ms, T0 + (ms ?? 0));

describe("duration strings from timestamps", () => {
  it.each([
    [0, "Thought briefly"],
    [999, "Thought briefly"],
    [1000, "Thought for 1 second"],
    [1499, "Thought for 1 second"],
    // floor, as the live counter: "Thinking… 1s" at 1.6 s finishes as 1 second, not 2
    [1600, "Thought for 1 second"],
    [1999, "Thought for 1 second"],
    [2000, "Thought for 2 seconds"],
    [12_000, "Thought for 12 seconds"],
    [59_400, "Thought for 59 seconds"],
    [59_999, "Thought for 59 seconds"],
    [60_000, "Thought for 1 minute"],
    [61_000, "Thought for 1 minute 1 second"],
    [125_000, "Thought for 2 minutes 5 seconds"],
    [3_720_000, "Thought for 1 hour 2 minutes"],
  ])("complete after %i ms → %s", (ms, expected) => {
    expect(text("complete", ms)).toBe(expected);
  });

  it("unknown times, interrupted and streaming forms", () => {
    expect(text("complete", undefined)).toBe("Finished thinking");
    expect(text("interrupted", 4000)).toBe("Thinking interrupted after 4 seconds");
    expect(text("interrupted", 300)).toBe("Thinking interrupted");
    expect(text("interrupted", undefined)).toBe("Thinking interrupted");
    expect(reasoningDurationText(defaultLabels, "streaming", T0, undefined, T0 + 500)).toBe("Thinking…");
    expect(reasoningDurationText(defaultLabels, "streaming", T0, undefined, T0 + 4200)).toBe("Thinking… 4s");
    expect(reasoningDurationText(defaultLabels, "streaming", T0, undefined, T0 + 65_000)).toBe("Thinking… 1m 5s");
    expect(reasoningDurationText(defaultLabels, "streaming", undefined, undefined)).toBe("Thinking…");
    // server clock ahead of ours never shows a negative time
    expect(reasoningDurationText(defaultLabels, "streaming", T0 + 5000, undefined, T0)).toBe("Thinking…");
    expect(formatDurationEn(NaN)).toBe("less than a second");
  });
});

describe("live duration", () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ["in step with the browser", 0],
    ["a year ahead of the browser", 365 * 86_400_000],
    ["a year behind the browser", -365 * 86_400_000],
  ])("one clock, agent %s: ticks once a second from when the client saw the start, then shows the agent's own duration", async (_label, skew) => {
    vi.useFakeTimers({ now: T0 });
    const agent = T0 + skew;
    const store = newStore();
    renderWithStore(<ReasoningMessage messageId="r1" />, store);
    await apply(store, ev.runStarted("run-1", agent), ev.start("r1", agent), ev.content("r1", "a", agent + 100));
    const button = screen.getByRole("button");
    expect(button).toHaveTextContent(/^Thinking…$/); // just seen: no skew reaches the live figure
    act(() => void vi.advanceTimersByTime(4200));
    expect(button).toHaveTextContent("Thinking… 4s");
    act(() => void vi.advanceTimersByTime(800));
    expect(button).toHaveTextContent("Thinking… 5s");
    await apply(store, ev.end("r1", agent + 12_000), ev.runFinished("run-1", agent + 12_000));
    expect(button).toHaveTextContent("Thought for 12 seconds"); // the agent's end − the agent's start
    act(() => void vi.advanceTimersByTime(10_000));
    expect(button).toHaveTextContent("Thought for 12 seconds");
  });

  it("without agent timestamps the finished duration is the client's, counted like the live one (1.6 s → 1 second)", async () => {
    vi.useFakeTimers({ now: T0 });
    const store = newStore();
    renderWithStore(<ReasoningMessage messageId="r1" />, store);
    const bare = (e: Record<string, unknown>) => ({ ...e, timestamp: undefined });
    await apply(store, bare(ev.runStarted()), bare(ev.start("r1")), bare(ev.content("r1", "a")));
    act(() => void vi.advanceTimersByTime(1600));
    const button = screen.getByRole("button");
    expect(button).toHaveTextContent("Thinking… 1s");
    await apply(store, bare(ev.end("r1", 0)));
    expect(button).toHaveTextContent("Thought for 1 second");
  });

  it("a remount does not restart the counter", () => {
    vi.useFakeTimers({ now: T0 + 9000 });
    const ui = (
      <Reasoning.Root status="streaming" startedAt={T0}>
        <Reasoning.Duration />
      </Reasoning.Root>
    );
    const first = render(ui);
    expect(screen.getByText("Thinking… 9s")).toBeInTheDocument();
    first.unmount();
    render(ui);
    expect(screen.getByText("Thinking… 9s")).toBeInTheDocument();
  });
});

describe("headless duration", () => {
  afterEach(() => vi.useRealTimers());

  it("<Reasoning.Duration asChild><em /></Reasoning.Duration> renders its text inside the given element", () => {
    render(
      <Reasoning.Root status="complete" startedAt={T0} endedAt={T0 + 12_000}>
        <Reasoning.Duration asChild>
          <em className="mine" />
        </Reasoning.Duration>
      </Reasoning.Root>,
    );
    const em = document.querySelector("em")!;
    expect(em).toHaveTextContent("Thought for 12 seconds");
    expect(em).toHaveClass("mine");
    expect(em).toHaveAttribute("data-rui", "reasoning-duration");
  });

  it("useReasoningElapsed gives the live elapsed seconds to rebuild the duration", () => {
    vi.useFakeTimers({ now: T0 + 4200 });
    function MyDuration() {
      const { seconds, elapsedMs, running } = useReasoningElapsed();
      return <em data-testid="mine">{`${running ? "running" : "done"} ${seconds}s (${elapsedMs} ms)`}</em>;
    }
    const ui = (status: "streaming" | "complete", endedAt?: number) => (
      <Reasoning.Root status={status} startedAt={T0} endedAt={endedAt}>
        <MyDuration />
      </Reasoning.Root>
    );
    const { rerender } = render(ui("streaming"));
    expect(screen.getByTestId("mine")).toHaveTextContent("running 4s (4200 ms)");
    act(() => void vi.advanceTimersByTime(800));
    expect(screen.getByTestId("mine")).toHaveTextContent("running 5s (5000 ms)");
    rerender(ui("complete", T0 + 7500));
    expect(screen.getByTestId("mine")).toHaveTextContent("done 7s (7500 ms)");
  });

  it("useElapsed works from a view's timing without a root, unknown times giving undefined", () => {
    function Probe(props: { startedAt?: number | undefined; endedAt?: number | undefined }) {
      const { seconds } = useElapsed({ status: "complete", ...props });
      return <p>{String(seconds)}</p>;
    }
    const { rerender } = render(<Probe startedAt={T0} endedAt={T0 + 2500} />);
    expect(screen.getByText("2")).toBeInTheDocument();
    rerender(<Probe startedAt={undefined} endedAt={undefined} />);
    expect(screen.getByText("undefined")).toBeInTheDocument();
  });
});
