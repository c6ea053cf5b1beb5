import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Timeline, useTurnTimeline } from "../../../src/steps";
import { T0, apply, ev, newStore, renderWithStore } from "../../helpers";

const tool = (id: string, name: string, parent: string, result?: string) => [
  { type: "TOOL_CALL_START", toolCallId: id, toolCallName: name, parentMessageId: parent },
  { type: "TOOL_CALL_ARGS", toolCallId: id, delta: '{"q":"docs"}' },
  { type: "TOOL_CALL_END", toolCallId: id },
  ...(result === undefined ? [] : [{ type: "TOOL_CALL_RESULT", messageId: `${id}-result`, toolCallId: id, content: result }]),
];

/** Think (4 s) → search → think (11 s, ends at 41 s) → answer. */
const interleaved = [
  ev.runStarted(),
  ev.spanStart("span-1", T0),
  ev.start("r-1", T0),
  ev.content("r-1", "**Searching the docs**\n\nThe user wants the API."),
  ev.end("r-1", T0 + 4_000),
  ev.spanEnd("span-1", T0 + 4_000),
  ...tool("call-1", "search_docs", "a-1", "3 pages"),
  ev.spanStart("span-2", T0 + 30_000),
  ev.start("r-2", T0 + 30_000),
  ev.content("r-2", "## Writing the answer\nCite page 2."),
  ev.end("r-2", T0 + 41_000),
  ev.spanEnd("span-2", T0 + 41_000),
  ...ev.text("a-2", "Here it is."),
  ev.runFinished(),
];

const question = () => newStore([{ id: "u-1", role: "user", content: "How do I use the API?" }]);

describe("Timeline parts (headless)", () => {
  it("compose from useTurnTimeline without styles; parts outside their root throw a clear error", async () => {
    function Custom() {
      const timeline = useTurnTimeline("u-1");
      return (
        <Timeline.Root timeline={timeline} defaultOpen>
          <Timeline.Trigger />
          <Timeline.Content>
            <Timeline.List>
              {timeline.steps.map((s) => (
                <Timeline.Step key={s.id} step={s}>
                  <Timeline.StepTitle />
                </Timeline.Step>
              ))}
            </Timeline.List>
          </Timeline.Content>
        </Timeline.Root>
      );
    }
    const store = question();
    const { container } = renderWithStore(<Custom />, store);
    await apply(store, ...interleaved);
    expect(container.querySelector("[data-rui-styled]")).toBeNull();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Searching the docs", "search_docs", "Writing the answer"]);
    const spy = () => renderWithStore(<Timeline.StepTitle />, store);
    expect(spy).toThrow("`Timeline.StepTitle` must be used within `Timeline.Step`");
  });
});
