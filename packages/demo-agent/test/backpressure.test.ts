/** Backpressure of the SSE writer (issue 15, item 1): a client that stops reading costs at most one buffer. */
import { EventEmitter } from "node:events";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
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

describe("over a real socket", () => {
  it("a client that never reads holds the kernel's buffers plus one stream buffer, not the whole run", async () => {
    const EVENT = 10_000;
    let written = 0;
    let stopped: unknown;
    const server = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      const script = new Script(res, "t", "r", 0, 2_000);
      void (async () => {
        try {
          // 10,000 events of ~10 KB: 100 MB if nothing held the writer back.
          for (let i = 0; i < 10_000; i++) {
            await script.emit({ type: "CUSTOM", name: "blob", value: "x".repeat(EVENT) });
            written += EVENT;
          }
        } catch (err) {
          stopped = err;
        }
      })();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    const req = request({ port, host: "127.0.0.1", method: "POST" }, (res) => res.socket.pause());
    req.end();
    await new Promise((r) => setTimeout(r, 700));
    const heldBack = written;
    // Then the stall timeout (2 s) drops the connection and the writer stops.
    await new Promise((r) => setTimeout(r, 2_000));
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    console.log(`[backpressure] written before the writer waited: ${(heldBack / 1e6).toFixed(1)} MB of 100 MB`);
    expect(heldBack).toBeLessThan(20_000_000);
    expect(stopped).toBeInstanceOf(ClientGone);
  }, 10_000);
});
