// `pnpm start`: the embedded demo agent (PORT, default 8787) plus Storybook's live playground (6006).
import { spawn } from "node:child_process";
import { startDemoAgent } from "./demoAgentProcess.mjs";

const port = Number(process.env.PORT ?? 8787);
const storybookPort = Number(process.env.STORYBOOK_PORT ?? 6006);

const agent = await startDemoAgent({ port, stdio: "inherit" });
console.log(`demo agent: POST ${agent.url}`);

const storybook = spawn("pnpm", ["exec", "storybook", "dev", "-p", String(storybookPort), "--ci", "--no-open"], {
  stdio: "inherit",
  env: { ...process.env, STORYBOOK_AGENT_URL: process.env.STORYBOOK_AGENT_URL ?? agent.url },
});
console.log(`storybook: http://localhost:${storybookPort}/?path=/story/playground-live-agent--default`);

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  storybook.kill("SIGTERM");
  await agent.stop();
  process.exit(code);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
storybook.on("exit", (code) => stop(code ?? 0));
agent.child.on("exit", (code) => {
  if (!stopping) console.error(`demo agent exited (${code})`);
  stop(code ?? 1);
});
