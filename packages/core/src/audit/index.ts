/**
 * `@reasoning-ui/core/audit`: a content-free audit trail of an agent store's runs and reasoning spans
 * (docs/audit-trail.md). A subpath of its own, like `/adapters`, so apps that do not audit do not ship it
 * (docs/architecture.md, "Budgets and benchmarks", P4).
 */
export { createAuditTrail } from "./createAuditTrail";
export { AUDIT_SCHEMA } from "./types";
export type {
  AuditDecisionRecord,
  AuditDigest,
  AuditOutcome,
  AuditReasoningMessage,
  AuditRecord,
  AuditRunRecord,
  AuditSpanRecord,
  AuditTime,
  AuditToolCall,
  AuditTrail,
  AuditTrailOptions,
} from "./types";
