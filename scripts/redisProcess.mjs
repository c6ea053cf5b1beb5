// Starts a throwaway `redis-server` (Debian's package; `.ci/run` installs it) on a free port, with no persistence,
// and stops it. Shared by the tests and benchmarks that need a real Redis (the run log's Redis store).
import { spawn } from "node:child_process";
import { createConnection } from "node:net";
import { freePort } from "./demoAgentProcess.mjs";

/** Resolves when something answers PING on `port` with +PONG. */
function ping(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    let data = "";
    socket.once("error", () => resolve(false));
    socket.on("data", (d) => {
      data += d;
      if (data.includes("PONG")) (socket.destroy(), resolve(true));
    });
    socket.once("connect", () => socket.write("PING\r\n"));
    setTimeout(() => (socket.destroy(), resolve(false)), 500);
  });
}

/**
 * Spawns `redis-server` on `port` (default: a free one; `RUI_REDIS_PORT` overrides) and resolves once it answers PING.
 * `aofDir`: persist with an append-only file there (`appendfsync always`), so a killed server restarts with its data.
 * `kill()` ends it with SIGKILL (a crash), `stop()` with SIGTERM.
 * @param {{ port?: number, aofDir?: string }} [options]
 * @returns {Promise<{ url: string, port: number, stop(): Promise<void>, kill(): Promise<void> }>}
 */
export async function startRedis(options = {}) {
  const port = options.port ?? (process.env.RUI_REDIS_PORT ? Number(process.env.RUI_REDIS_PORT) : await freePort());
  const bin = process.env.REDIS_SERVER ?? "redis-server";
  const persistence = options.aofDir ? ["--appendonly", "yes", "--appendfsync", "always", "--dir", options.aofDir] : ["--appendonly", "no"];
  const child = spawn(bin, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", ...persistence, "--protected-mode", "no"], { stdio: "pipe" });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const failed = new Promise((_, reject) => {
    child.once("error", (err) => reject(new Error(`redis-server could not start (${err.message}); install Debian's redis-server (.ci/run does)`)));
  });
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}:\n${output}`);
    const ok = await Promise.race([ping(port), failed]);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`redis-server did not answer PING on ${port} within 15 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const end = (signal) =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill(signal);
    });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () => end("SIGTERM"),
    kill: () => end("SIGKILL"),
  };
}
