/**
 * One page's main-thread trace and JS profile over a stretch of work (bench/p6/profile.ts, bench/p7/profile.ts):
 * `const stop = await startTraceProfile(page)`, run the work, then `await stop()`. Figures only.
 */
import type { Page } from "playwright";

/** A trace event as Chromium's tracing reports it (`X`: complete, with `dur` in µs). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  dur?: number;
  /** Thread (CPU) time of an `X` event, µs: on a loaded machine `dur` also counts the time the thread waited for a core. */
  tdur?: number;
  tid: number;
  args?: unknown;
}

/** What {@link startTraceProfile}'s `stop` returns: ms by trace event name and by function (self time), on the renderer's main thread. */
export interface TraceProfile {
  events: TraceEvent[];
  /** The renderer main thread's id in `events`. */
  main: number | undefined;
  /** Total ms per top-level trace event name (nested events overlap). */
  byName: Map<string, number>;
  /** JS self time in ms per `function file:line`. */
  self: Map<string, number>;
  /** JS self time in ms per `function file:line` within `[fromUs, toUs]` (trace clock, µs): what one long task ran. */
  selfIn(fromUs: number, toUs: number): Map<string, number>;
}

type CpuProfile = { startTime: number; nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>; samples: number[]; timeDeltas: number[] };

/** Starts tracing (devtools timeline + v8) and the sampling profiler (100 µs); the returned function stops both and sums them. */
export async function startTraceProfile(page: Page): Promise<() => Promise<TraceProfile>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (e) => void events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
  await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8", transferMode: "ReportEvents" });
  await cdp.send("Profiler.start");
  return async () => {
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: CpuProfile };
    await cdp.send("Tracing.end");
    await done;
    const main = events.find((e) => e.ph === "M" && e.name === "thread_name" && (e.args as { name?: string })?.name === "CrRendererMain")?.tid;
    const byName = new Map<string, number>();
    for (const e of events) if (e.ph === "X" && e.dur && e.tid === main) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
    const dt = new Map<number, number>();
    profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
    const self = new Map<string, number>();
    for (const n of profile.nodes) {
      const key = `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dt.get(n.id) ?? 0));
    }
    const keys = new Map(profile.nodes.map((n) => [n.id, `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`]));
    const selfIn = (fromUs: number, toUs: number) => {
      const out = new Map<string, number>();
      let t = profile.startTime;
      profile.samples.forEach((id, i) => {
        t += profile.timeDeltas[i] ?? 0;
        if (t >= fromUs && t <= toUs) out.set(keys.get(id)!, (out.get(keys.get(id)!) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
      });
      return out;
    };
    return { events, main, byName, self, selfIn };
  };
}
