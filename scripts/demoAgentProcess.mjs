// Starts the demo agent (packages/demo-agent) as a child process and waits until it answers /health.
// Shared by `pnpm start` and the end-to-end tests' global setup.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** A free TCP port on 127.0.0.1 (asks the OS for port 0, then releases it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Spawn the demo agent with `tsx` and resolve once GET /health answers 200.
 * @param {{ port: number, paceMs?: number, stdio?: "inherit" | "pipe", env?: Record<string, string> }} options (`env`: extra variables, e.g. `DEMO_AGENT_CAPABILITIES`)
 * @returns {Promise<{ url: string, child: import("node:child_process").ChildProcess, stop(): Promise<void> }>}
 */
export async function startDemoAgent({ port, paceMs, stdio = "pipe", env: extraEnv = {} }) {
  const env = { ...process.env, PORT: String(port), ...extraEnv };
  if (paceMs !== undefined) env.DEMO_AGENT_PACE_MS = String(paceMs);
  const child = spawn(process.execPath, ["--import", "tsx", "packages/demo-agent/src/cli.ts"], { cwd: root, env, stdio });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`demo agent exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${base}/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`demo agent did not answer ${base}/health within 30 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `${base}/agent`,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
