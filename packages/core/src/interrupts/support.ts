import { interruptCommands } from "./session";
import type { InterruptSupport } from "./types";

export type { InterruptSupport } from "./types";

/**
 * The session's interrupt support (AG-UI 1.0 human in the loop), opt-in like `strict` and `jsonPatch` so an app
 * that never answers an agent's request ships none of it: `createAgentSession({ interrupts: { support:
 * interruptSupport } })` / `useAgentRun({ interrupts: { support: interruptSupport } })`. With it: `session.resume`
 * and its rules (`planResume`), and the `onNewMessage` policy. Without it the session still refuses a new message
 * while the agent waits for an answer (`isWaitingForAnswer`), and `resume` says the support is missing.
 *
 * @example
 * import { interruptSupport } from "@reasoning-ui/core";
 * const agent = useAgentRun({ url: "/api/agent", interrupts: { support: interruptSupport } });
 */
export const interruptSupport: InterruptSupport = { commands: interruptCommands };
