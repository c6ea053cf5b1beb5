import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultLabels, formatDurationEn, Reasoning, reasoningDurationText, useElapsed, useReasoningElapsed } from "../src";
import { apply, ev, newStore, renderWithStore, T0 } from "./helpers";
import { ReasoningMessage } from "../src";

const text = (status: "streaming" | "complete" | "interrupted", ms: number | undefined) =>
  reasoningDurationText(defaultLabels, status, ms === undefined ? undefined : T0, ms === undefined ? undefined : T0 + ms, T0 + (ms ?? 0));

describe("duration strings from timestamps", () => {
  it.each([
    [0, "Thought for less than a second"],
    [999, "Thought for less than a second"],
    [1000, "Thought for 1 second"],
    [1499, "Thought for 1 second"],
    [2000, "Thought for 2 seconds"],
    [12_000, "Thought for 12 seconds"],
    [59_400, "Thought for 59 seconds"],
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

  it("ticks once a second from the data's start time while streaming, then freezes on the end time", async () => {
    vi.useFakeTimers({ now: T0 + 4200 });
    const store = newStore();
    renderWithStore(<ReasoningMessage messageId="r1" />, store);
    await apply(store, ev.runStarted(), ev.start("r1", T0), ev.content("r1", "a"));
    const button = screen.getByRole("button");
    expect(button).toHaveTextContent("Thinking… 4s"); // started 4.2 s ago per the data, not at mount
    act(() => void vi.advanceTimersByTime(800));
    expect(button).toHaveTextContent("Thinking… 5s");
    act(() => void vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent("Thinking… 6s");
    await apply(store, ev.end("r1", T0 + 12_000), ev.runFinished());
    expect(button).toHaveTextContent("Thought for 12 seconds");
    act(() => void vi.advanceTimersByTime(10_000));
    expect(button).toHaveTextContent("Thought for 12 seconds");
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
