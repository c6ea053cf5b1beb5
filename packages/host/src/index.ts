/**
 * `@reasoning-ui/host`: the one hosting layer of the kit's servers — `@reasoning-ui/agent`'s run routes and
 * `@reasoning-ui/server`'s thread store (docs/architecture.md, "One hosting layer"): a web handler on Node `http`
 * that never throws out ({@link toNodeHandler}), bodies read incrementally against a limit ({@link readBody}),
 * authorization before the body ({@link withPrincipal}), errors in core's one JSON body ({@link errorResponse}).
 * `createNodeServer` (`@reasoning-ui/host/node`) adds the socket limits. No runtime `node:` import here: it loads in
 * edge runtimes too.
 */
export { readBody, readBodyText, bodyTooLarge } from "./body";
export { HttpError, errorResponse, httpErrorResponse } from "./errors";
export { withPrincipal, MAX_PRINCIPAL_LENGTH, type Authorize } from "./principal";
export { toNodeHandler, type FetchHandler, type NodeHandlerOptions } from "./toNodeHandler";
