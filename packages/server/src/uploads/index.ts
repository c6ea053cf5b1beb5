/**
 * `@reasoning-ui/server/uploads`: the optional upload route (issue 38 item 3) — large attachments stored once per
 * user and sent to the agent by a signed, expiring URL instead of as base64 in every turn. Backends:
 * `@reasoning-ui/server/uploads/sqlite`, `…/uploads/postgres`, `…/uploads/directory`, or your own {@link UploadBackend}.
 * Wire vocabulary (routes, header, limits, codes): `@reasoning-ui/core/protocol` (`UPLOAD_*`).
 */
export { createUploadServer, type UploadServer, type UploadServerOptions } from "./handler";
/** The kit's one hosting layer (`@reasoning-ui/host`), re-exported so `createServer(toNodeHandler(uploads.fetch))` needs one import. */
export { toNodeHandler } from "@reasoning-ui/host";
export { createUrlSigner, type SignatureCheck, type UrlSigner } from "./signing";
export { SNIFFABLE_TYPES, contentChecker, normalizeMediaType } from "./sniff";
export { UploadHttpError } from "./errors";
export type { UploadBackend, UploadCommitResult, UploadQuota, UploadRecord, UploadUsage, UploadWriter } from "./types";
