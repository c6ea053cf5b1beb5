import type { Draft } from "./draft";

/**
 * The run's clock estimate improved (`RunClock.improved`: a replayed run reached its live tail): what is still open
 * takes its start from the agent's timestamp shifted by the better estimate — streaming reasoning messages and spans,
 * and the running record — so "Thinking… Ns" counts from the real start, not from the replay's burst. Only ever
 * earlier than before. O(open reasoning + spans), a few times per run at most.
 */
export function remapOpenTimes(d: Draft): void {
  const clock = d.m.runClock;
  const shift = (startedAt: number, agentStartedAt: number | undefined) => (agentStartedAt === undefined ? startedAt : Math.min(startedAt, agentStartedAt + clock.skew));
  for (const id of d.m.reasoning.openIds()) {
    const info = d.reasoning(id);
    if (info?.status !== "streaming" || info.startedAt === undefined) continue;
    const start = shift(info.startedAt, info.agentStartedAt);
    if (start < info.startedAt) d.setReasoning({ ...info, startedAt: start });
  }
  for (const span of Object.values(d.data.spans)) {
    if (span.status !== "streaming" || span.startedAt === undefined) continue;
    const start = shift(span.startedAt, span.agentStartedAt);
    if (start < span.startedAt) d.setSpan({ ...span, startedAt: start });
  }
  const runs = d.data.runs;
  const last = runs[runs.length - 1];
  if (last?.status === "running") {
    const start = shift(last.startedAt, clock.agentStart);
    if (start < last.startedAt) {
      const next = runs.slice();
      next[next.length - 1] = { ...last, startedAt: start };
      d.setRuns(next, last.runId);
    }
  }
}
