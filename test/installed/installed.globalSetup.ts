/**
 * Builds what a user installs and runs it: the packages' `dist` (`pnpm build`), then both example apps for
 * production (`vite build`, `next build` with the latest Next.js defaults, `cacheComponents` on), then serves them
 * (`vite preview`, `next start`) with `/api/agent` forwarded to a real demo agent. The `installed` project's tests
 * drive those servers in Chromium, lint the packed packages and typecheck the examples against the built types.
 * Both servers also answer under the LAN-style name `lan-host.test` (the browser maps it to 127.0.0.1), a
 * non-secure origin. A failed `next build` does not stop the setup: it is reported by its own test
 * (environments.test.ts), and only the tests that need the Next.js app fail with it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { freePort, startDemoAgent } from "../../scripts/demoAgentProcess.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of `vite preview` serving examples/vite/dist. */
    viteExampleUrl: string;
    /** Origin of `next start` serving examples/nextjs/.next; empty when `next build` failed. */
    nextExampleUrl: string;
    /** `next build`'s error output when it failed, else empty. */
    nextBuildError: string;
  }
}

const root = fileURLToPath(new URL("../..", import.meta.url));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/** Runs a command to completion; rejects with its output when it fails. Resolves with the seconds it took. */
function run(command: string, args: string[], cwd = root): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.once("error", reject);
    child.once("exit", (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve(seconds);
      else reject(new Error(`\`${command} ${args.join(" ")}\` exited with ${code} after ${seconds.toFixed(1)} s:\n${output}`));
    });
  });
}

/** Starts a long-running server in its own process group (so stopping it stops its children too). */
function serve(args: string[], cwd: string, agentUrl: string): { child: ChildProcess; output: () => string } {
  // `lan-host.test`: the non-secure origin the environment tests open (Vite refuses unknown Host names by default).
  // THREADS_DB: examples/nextjs's thread store (/api/threads) in a fresh SQLite file, not the app's .data/.
  const threadsDb = `${mkdtempSync(path.join(tmpdir(), "rui-next-threads-"))}/threads.db`;
  const child = spawn(process.execPath, args, { cwd, env: { ...env, AGENT_URL: agentUrl, THREADS_DB: threadsDb, __VITE_ADDITIONAL_SERVER_ALLOWED_HOSTS: "lan-host.test" }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  return { child, output: () => output };
}

async function waitForPage(url: string, server: { child: ChildProcess; output: () => string }): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`${url}: server exited with ${server.child.exitCode}:\n${server.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 60 s:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    child.once("exit", () => resolve());
    process.kill(-child.pid, "SIGTERM");
  });
}

export default async function setup(project: TestProject) {
  const packages = await run("pnpm", ["build"]);
  const vite = await run("pnpm", ["--filter", "@reasoning-ui/example-vite", "run", "build"]);
  let nextBuildError = "";
  const next = await run("pnpm", ["--filter", "@reasoning-ui/example-nextjs", "run", "build"]).catch((err: Error) => ((nextBuildError = err.message), NaN));
  console.log(`[installed] built: packages ${packages.toFixed(1)} s, examples/vite ${vite.toFixed(1)} s, examples/nextjs ${nextBuildError ? "FAILED" : `${next.toFixed(1)} s`}`);
  project.provide("nextBuildError", nextBuildError);

  const agent = await startDemoAgent({ port: await freePort(), paceMs: 0 });
  const servers: ChildProcess[] = [];
  try {
    const vitePort = await freePort();
    const viteServer = serve(["node_modules/vite/bin/vite.js", "preview", "--host", "127.0.0.1", "--port", String(vitePort), "--strictPort"], `${root}examples/vite`, agent.url);
    servers.push(viteServer.child);
    const viteUrl = `http://127.0.0.1:${vitePort}`;
    let nextUrl = "";
    const waits = [waitForPage(viteUrl, viteServer)];
    if (!nextBuildError) {
      const nextPort = await freePort();
      const nextServer = serve(["node_modules/next/dist/bin/next", "start", "--hostname", "127.0.0.1", "--port", String(nextPort)], `${root}examples/nextjs`, agent.url);
      servers.push(nextServer.child);
      nextUrl = `http://127.0.0.1:${nextPort}`;
      waits.push(waitForPage(nextUrl, nextServer));
    }
    await Promise.all(waits);
    project.provide("viteExampleUrl", viteUrl);
    project.provide("nextExampleUrl", nextUrl);
  } catch (err) {
    await Promise.all([...servers.map(stop), agent.stop()]);
    throw err;
  }
  return async () => {
    await Promise.all([...servers.map(stop), agent.stop()]);
  };
}
