// Starts a throw-away PostgreSQL server (Debian's `postgresql` package: /usr/lib/postgresql/<v>/bin) with `initdb`
// into a temporary directory, for the tests and benchmarks that need a real one (issue 30). As root (CI
// containers), the server runs as the `postgres` user: PostgreSQL refuses to run as root.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The directory of Debian's PostgreSQL binaries (newest version installed), or undefined. */
export function postgresBin() {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).filter((v) => existsSync(path.join(base, v, "bin", "postgres"))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], "bin") : undefined;
}

/**
 * Starts PostgreSQL on `port` (127.0.0.1 only, trust auth, fsync off: a test server) and resolves once it accepts
 * connections. `stop()` stops it (fast shutdown) and removes its directory; `restart()` stops and starts it on the
 * same data (a database going away mid-conversation).
 * @param {{ port: number }} options
 * @returns {Promise<{ url: string, port: number, stop(): Promise<void>, kill(): Promise<void>, start(): Promise<void> }>}
 */
export async function startPostgres({ port }) {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL is not installed: apt-get install postgresql (Debian), or set POSTGRES_BIN");
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "rui-pg-"));
  const data = path.join(dir, "data");
  // setpriv execs the command itself (no process in between), so signals reach postgres.
  const asUser = (cmd, args) => (root ? ["setpriv", ["--reuid=postgres", "--regid=postgres", "--init-groups", cmd, ...args]] : [cmd, args]);
  if (root) {
    chmodSync(dir, 0o755);
    const pw = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    chownSync(dir, Number(pw.stdout.trim()), Number(gid.stdout.trim()));
  }
  const [initCmd, initArgs] = asUser(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const init = spawnSync(initCmd, initArgs, { encoding: "utf8" });
  if (init.status !== 0) throw new Error(`initdb failed (${init.status}):\n${init.stdout}\n${init.stderr}`);

  let child;
  let output = "";
  const start = async () => {
    const [cmd, args] = asUser(path.join(bin, "postgres"), ["-D", data, "-p", String(port), "-h", "127.0.0.1", "-k", dir, "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off", "-c", "max_connections=200"]);
    child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}:\n${output}`);
      const ready = spawnSync(path.join(bin, "pg_isready"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres"], { encoding: "utf8" });
      if (ready.status === 0) return;
      if (Date.now() > deadline) throw new Error(`postgres did not accept connections within 30 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const kill = () =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGINT"); // fast shutdown: open connections are cut, as when the database goes away
    });
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    kill,
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
