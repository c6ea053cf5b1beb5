import type { TestProject } from "vitest/node";
import { freePort, startDemoAgent } from "../../scripts/demoAgentProcess.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The running demo agent's `POST /agent` URL. */
    agentUrl: string;
  }
}

/** Starts the real demo agent (no pacing) for the browser end-to-end tests. */
export default async function setup(project: TestProject) {
  const agent = await startDemoAgent({ port: await freePort(), paceMs: 0 });
  project.provide("agentUrl", agent.url);
  return () => agent.stop();
}
