import { Timeline, useTurnTimeline } from "../../../src/steps";
import { T0, ev, newStore } from "../../helpers";

/** A tool call's events (start, args, end, and its result when given) under `parent`. */
export const tool = (id: string, name: string, parent: string, result?: string) => [
  { type: "TOOL_CALL_START", toolCallId: id, toolCallName: name, parentMessageId: parent },
  { type: "TOOL_CALL_ARGS", toolCallId: id, delta: '{"q":"docs"}' },
  { type: "TOOL_CALL_END", toolCallId: id },
  ...(result === undefined ? [] : [{ type: "TOOL_CALL_RESULT", messageId: `${id}-result`, toolCallId: id, content: result }]),
];

/** The first step of the turn: think 4 s, titled "Searching the docs", while the run goes on. */
export const firstStep = [ev.runStarted(), ev.spanStart("span-1", T0), ev.start("r-1", T0), ev.content("r-1", "**Searching the docs**\n\nThe user wants the API.")];

/** The rest: the first step ends at 4 s → search → think 11 s (ends at 41 s) → answer, run finished. */
export const rest = [
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

/** The whole turn in one list: think (4 s) → search → think (11 s, ends at 41 s) → answer. */
export const interleaved = [...firstStep, ...rest];

/** A store holding the turn's question (`u-1`). */
export const question = () => newStore([{ id: "u-1", role: "user", content: "How do I use the API?" }]);

/** Every headless timeline part over the turn of `u-1`. */
export function FullTimeline({ defaultOpen = true }: { defaultOpen?: boolean }) {
  const timeline = useTurnTimeline("u-1");
  return (
    <Timeline.Root timeline={timeline} defaultOpen={defaultOpen}>
      <Timeline.Trigger />
      <Timeline.Content>
        <Timeline.List>
          {timeline.steps.map((s) => (
            <Timeline.Step key={s.id} step={s}>
              <Timeline.StepStatus />
              <Timeline.StepTitle />
              <Timeline.StepDuration />
            </Timeline.Step>
          ))}
        </Timeline.List>
      </Timeline.Content>
    </Timeline.Root>
  );
}
