/**
 * `@reasoning-ui/core/strict`: strict verification, opt-in so that apps whose stores are lenient (the default)
 * do not ship it (docs/architecture.md, "Budgets and benchmarks", P4). A store given `strict` throws {@link AgentProtocolError} from
 * `applyEvent(s)` for what `@ag-ui/client` 1.x `verifyEvents` rejects (codes: {@link AgentProtocolErrorCode});
 * the events of the batch before the offending one are kept. `createAgentStore({ strict: true })` (the option's
 * former boolean form) throws a `TypeError` naming this module.
 *
 * @example
 * import { createAgentStore } from "@reasoning-ui/core";
 * import { strict, AgentProtocolError } from "@reasoning-ui/core/strict";
 * const store = createAgentStore({ strict });
 */
import type { StrictVerification } from "../extensionTypes";
import { formatMessage } from "../diagnostics/format";
import { AgentProtocolError } from "./AgentProtocolError";
import { checkContentPart } from "../protocol/contentParts";

export { AgentProtocolError } from "./AgentProtocolError";
export type { AgentProtocolErrorCode, StrictVerification } from "../extensionTypes";

/**
 * The strict verification module: each violation becomes an {@link AgentProtocolError} (see the module doc) whose
 * `message` is the English sentence of the diagnostic's code and params — the strict entry carries the
 * diagnostics' message table (docs/architecture.md, "Diagnostics as codes"), so its errors read the same in every build.
 */
export const strict: StrictVerification = {
  error: (code, params, eventType) => new AgentProtocolError(code, formatMessage(code, params) ?? code, eventType),
  checkPart: checkContentPart,
};
