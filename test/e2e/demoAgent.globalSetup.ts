import type { TestProject } from "vitest/node";
import { freePort, startDemoAgent } from "../../scripts/demoAgentProcess.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The running demo agent's `POST /agent` URL. */
    agentUrl: string;
    /** A second demo agent whose capabilities say it does not reason (`DEMO_AGENT_CAPABILITIES=no-reasoning`). */
    agentUrlNoReasoning: string;
    /** A paced demo agent (deltas every 30 ms): runs last long enough to reload, drop or stop mid-run (issue 34). */
    agentUrlPaced: string;
  }
}

/** Starts the real demo agent (no pacing) for the browser end-to-end tests. */
export default async function setup(project: TestProject) {
  const agent = await startDemoAgent({ port: await freePort(), paceMs: 0 });
  const noReasoning = await startDemoAgent({ port: await freePort(), paceMs: 0, env: { DEMO_AGENT_CAPABILITIES: "no-reasoning" } });
  const paced = await startDemoAgent({ port: await freePort(), paceMs: 30 });
  project.provide("agentUrl", agent.url);
  project.provide("agentUrlNoReasoning", noReasoning.url);
  project.provide("agentUrlPaced", paced.url);
  return async () => {
    await Promise.all([agent.stop(), noReasoning.stop(), paced.stop()]);
  };
}
