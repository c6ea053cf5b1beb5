/** Backpressure of the SSE writer (issue 15, item 1): a client that stops reading costs at most one buffer. */
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { ClientGone, type EventSink, Script } from "../src/script";

/** A response whose buffer is full after the first write: `write()` returns false until `drain` is emitted. */
class FullSink extends EventEmitter {
  writes: string[] = [];
  destroyed = false;
  socket = null;
  write(chunk: string): boolean {
    this.writes.push(chunk);
    return false;
  }
  destroy(): this {
    this.destroyed = true;
    this.emit("close");
    return this;
  }
}
const sink = () => new FullSink() as FullSink & EventSink;
const tick = () => new Promise((r) => setTimeout(r, 20));

describe("Script backpressure", () => {
  it("after write() returns false, nothing more is written until drain", async () => {
    const res = sink();
    const script = new Script(res, "t", "r", 0, 10_000);
    const first = script.emit({ type: "RUN_STARTED" });
    const second = script.emit({ type: "RUN_FINISHED" });
    let settled = false;
    void second.then(() => (settled = true));
    await tick();
    expect(res.writes).toHaveLength(1);
    expect(settled).toBe(false);
    res.emit("drain");
    await first;
    await tick();
    expect(res.writes).toHaveLength(2);
    res.emit("drain");
    await second;
    expect(settled).toBe(true);
  });

  it("a reader that never drains is dropped after writeStallMs and the run stops (ClientGone)", async () => {
    const res = sink();
    const script = new Script(res, "t", "r", 0, 50);
    await expect(script.emit({ type: "RUN_STARTED" })).rejects.toBeInstanceOf(ClientGone);
    expect(res.destroyed).toBe(true);
    expect(script.stalled).toBe(true);
    await expect(script.emit({ type: "RUN_FINISHED" })).rejects.toBeInstanceOf(ClientGone);
    expect(res.writes).toHaveLength(1);
  });
});
