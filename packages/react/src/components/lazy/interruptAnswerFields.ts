/**
 * The module `LazyInterruptParts` loads for a prompt's answer fields: the schema form (with core's schema reader and
 * its values' checks) and the free-text answer, one `import()` so a prompt fetches one chunk.
 */
export { InterruptSchemaForm } from "../../primitives/interrupt/InterruptSchemaForm";
export { InterruptTextAnswer } from "../../primitives/interrupt/InterruptTextAnswer";
