/**
 * `@reasoning-ui/core/protocol` — the kit's wire vocabulary, in one home that depends on nothing: the
 * `metadata.reasoningUi` convention (its key, the hidden-reasoning reasons, its fields) and the
 * `forwardedProps.reasoning` request (efforts, budget). Producers (`@reasoning-ui/agent`, your own agent) and
 * the client (core's selectors, the effort control) import the same names from here.
 *
 * @example
 * import { REASONING_UI_METADATA_KEY, hiddenReasonOf, type ReasoningRequest } from "@reasoning-ui/core/protocol";
 */
export {
  HIDDEN_REASONING_REASONS,
  REASONING_UI_METADATA_KEY,
  hiddenReasonOf,
  readReasoningUiMetadata,
  reasoningUiMetadata,
} from "./reasoningUiMetadata";
export type { HiddenReasoningReason, ProviderErrorInfo, ReasoningUiMetadata } from "./reasoningUiMetadata";
export { REASONING_EFFORTS } from "./reasoningRequest";
export type { ReasoningEffort, ReasoningRequest } from "./reasoningRequest";
export { JSON_CONTENT_TYPE, errorBody, readErrorBody } from "./errorBody";
export type { ErrorBody, ReadErrorBody } from "./errorBody";
export {
  UPLOADS_BASE_PATH,
  UPLOAD_NAME_HEADER,
  UPLOAD_EXPIRES_PARAM,
  UPLOAD_SIGNATURE_PARAM,
  UPLOAD_ID_PATTERN,
  UPLOAD_INLINE_MAX_BYTES,
  UPLOAD_DEFAULT_MAX_BYTES,
  UPLOAD_DEFAULT_QUOTA_BYTES,
  UPLOAD_DEFAULT_QUOTA_COUNT,
  UPLOAD_DEFAULT_URL_TTL_SECONDS,
  UPLOAD_MAX_NAME_LENGTH,
  UPLOAD_ERROR_CODES,
  cleanUploadName,
  isUploadId,
  uploadOwnerUrl,
  uploadPath,
  uploadSignaturePayload,
} from "./uploads";
export type { UploadErrorCode, UploadReceipt } from "./uploads";
export {
  MAX_THREAD_PARTS,
  PART_ID_PATTERN,
  PART_KEY_PREFIX,
  THREAD_ID_PATTERN,
  THREAD_KEY_PREFIX,
  THREAD_LIST_HEADER,
  THREAD_LIST_HEADER_VALUE,
  THREAD_LIST_KEY,
  THREAD_PAGE_LIMITS,
  THREAD_RENAME_MAX_BODY_BYTES,
  THREAD_STORE_MAX_BODY_BYTES,
  THREAD_STORE_PATH,
  parsePartKey,
  parseRevisionETag,
  parseThreadKey,
  partKey,
  revisionETag,
  threadKey,
} from "./threadStore";
export {
  ATTACHMENT_KINDS,
  MEDIA_PART_TYPES,
  PART_METADATA,
  PDF_MIME_TYPE,
  attachmentBlobKey,
  attachmentBlobPrefix,
  attachmentKindOfPart,
  base64ByteLength,
  checkContentPart,
  kindOfMimeType,
  partFilename,
  partSize,
  partTypeOfKind,
} from "./contentParts";
export type { AttachmentKind, ContentPartProblem, MediaPartShape, MediaPartType } from "./contentParts";
export {
  MAX_THREAD_ID_LENGTH,
  PRINCIPAL_TOKEN,
  RUN_EVENT_SEQ_PATTERN,
  RUN_HEADERS,
  RUN_ID_PATTERN,
  RUN_LIMITS,
  RUN_LOG_STATUSES,
  RUN_ROUTES,
  RUNS_SEGMENT,
  isRunId,
  isThreadId,
  matchRunRoute,
  parseRunEventId,
  randomRunId,
  runEventId,
  runRouteUrl,
  splitRunEventId,
  unknownRunBody,
} from "./runs";
export type { ParsedRunEventId, RunLogStatus, RunLookupStatus, RunRouteErrorCode, RunRouteMatch, RunStatusBody, ToolApprovalPayload } from "./runs";
export { DEFAULT_HEARTBEAT_MS, DEFAULT_STALL_WINDOW_MS, KEEP_ALIVE_COMMENT, keepAliveComment, readKeepAliveComment, stallWindowMs } from "./heartbeat";
