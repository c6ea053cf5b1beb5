import { isRecord } from "../protocol/guards";

/**
 * One field of a form built from an interrupt's `responseSchema` (the documented subset of JSON Schema):
 * `string` (with `enum` → a choice; `format`, `pattern` ignored — patterns are never run, so a backtracking
 * regex cannot hang the page), `number`, `integer` (with `minimum` / `maximum`), `boolean`, `enum` of strings
 * or numbers, nested `object` (its `properties` as a group), `required`, `default`, `title`, `description`
 * (plain text, never HTML). Anything else — arrays, `$ref`, `oneOf` / `anyOf` / `allOf`, boolean schemas, type
 * unions — is a `json` field: the value typed as JSON, parsed before it is sent.
 */
export type SchemaField =
  | { kind: "string"; name: string; path: string[]; label: string; description?: string; required: boolean; default?: string; maxLength?: number; multiline: boolean }
  | { kind: "number" | "integer"; name: string; path: string[]; label: string; description?: string; required: boolean; default?: number; minimum?: number; maximum?: number }
  | { kind: "boolean"; name: string; path: string[]; label: string; description?: string; required: boolean; default?: boolean }
  | { kind: "enum"; name: string; path: string[]; label: string; description?: string; required: boolean; default?: string | number; options: Array<string | number> }
  | { kind: "object"; name: string; path: string[]; label: string; description?: string; required: boolean; fields: SchemaField[] }
  | { kind: "json"; name: string; path: string[]; label: string; description?: string; required: boolean; default?: unknown; why: string };

/** A form for a `responseSchema`: its fields, or one `json` field (`fallback` says why) for anything outside the subset or the bounds. */
export interface SchemaForm {
  /** The root's fields (an object schema) or one field named `value` (a scalar schema). */
  fields: SchemaField[];
  /** The root is a scalar (the payload is the value itself, not an object). */
  scalar: boolean;
  /** Why the schema was rendered as one JSON field (too large, too deep, not the subset); absent when it was not. */
  fallback?: string;
  title?: string;
  description?: string;
}

/** Bounds on an untrusted schema (an agent's): beyond them the form is one JSON field. */
export const SCHEMA_LIMITS = { maxFields: 50, maxDepth: 4, maxEnum: 100, maxText: 500, maxKeys: 200 } as const;

const text = (v: unknown, max: number = SCHEMA_LIMITS.maxText): string | undefined => (typeof v === "string" ? v.slice(0, max) : undefined);
const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

class TooBig extends Error {}

function field(schema: unknown, name: string, path: string[], required: boolean, depth: number, budget: { left: number }): SchemaField {
  if (--budget.left < 0) throw new TooBig("more than 50 fields");
  const base = { name, path, label: name, required };
  if (!isRecord(schema)) return { ...base, kind: "json", why: "not an object schema" };
  if (Object.keys(schema).length > SCHEMA_LIMITS.maxKeys) throw new TooBig("a schema object with too many keys");
  const label = text(schema.title, 120) ?? name;
  const description = text(schema.description);
  const common = { ...base, label, ...(description !== undefined && { description }) };
  for (const k of ["$ref", "oneOf", "anyOf", "allOf", "not", "if", "$dynamicRef"]) if (k in schema) return { ...common, kind: "json", why: `'${k}' is outside the form subset` };
  if (Array.isArray(schema.enum)) {
    if (schema.enum.length > SCHEMA_LIMITS.maxEnum) return { ...common, kind: "json", why: "an enum of more than 100 values" };
    const options = schema.enum.filter((x): x is string | number => typeof x === "string" || (typeof x === "number" && Number.isFinite(x))).map((x) => (typeof x === "string" ? x.slice(0, 200) : x));
    if (options.length !== schema.enum.length || options.length === 0) return { ...common, kind: "json", why: "an enum with values other than strings and numbers" };
    const def = options.find((o) => o === schema.default);
    return { ...common, kind: "enum", options, ...(def !== undefined && { default: def }) };
  }
  switch (schema.type) {
    case "string": {
      const def = text(schema.default, 10_000);
      const maxLength = num(schema.maxLength);
      return { ...common, kind: "string", multiline: maxLength === undefined || maxLength > 120, ...(def !== undefined && { default: def }), ...(maxLength !== undefined && { maxLength }) };
    }
    case "number":
    case "integer": {
      const def = num(schema.default), minimum = num(schema.minimum), maximum = num(schema.maximum);
      return { ...common, kind: schema.type, ...(def !== undefined && { default: def }), ...(minimum !== undefined && { minimum }), ...(maximum !== undefined && { maximum }) };
    }
    case "boolean":
      return { ...common, kind: "boolean", ...(typeof schema.default === "boolean" && { default: schema.default }) };
    case "object": {
      if (depth >= SCHEMA_LIMITS.maxDepth) throw new TooBig("objects nested more than 4 deep");
      return { ...common, kind: "object", fields: properties(schema, path, depth + 1, budget) };
    }
    default:
      return { ...common, kind: "json", why: schema.type === undefined ? "no 'type'" : `type ${JSON.stringify(schema.type).slice(0, 40)} is outside the form subset`, ...("default" in schema && { default: schema.default }) };
  }
}

function properties(schema: Record<string, unknown>, path: string[], depth: number, budget: { left: number }): SchemaField[] {
  const props = isRecord(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((x): x is string => typeof x === "string") : []);
  const out: SchemaField[] = [];
  for (const name of Object.keys(props)) {
    if (name === "__proto__") continue;
    out.push(field(props[name], name.slice(0, 120), [...path, name], required.has(name), depth, budget));
  }
  return out;
}

/**
 * Reads an untrusted `responseSchema` into a {@link SchemaForm} within {@link SCHEMA_LIMITS} (≤ 50 fields, ≤ 4
 * levels, enums ≤ 100, texts cut to 500 characters; `$ref` is never followed, so a `$ref` loop cannot recurse).
 * Never throws: a schema beyond a bound, or not an object, gives one `json` field with `fallback` saying why.
 * O(fields).
 */
export function readResponseSchema(schema: unknown): SchemaForm {
  const root = isRecord(schema) ? schema : undefined;
  const head = {
    ...(text(root?.title, 120) !== undefined && { title: text(root?.title, 120)! }),
    ...(text(root?.description) !== undefined && { description: text(root?.description)! }),
  };
  const fallback = (why: string): SchemaForm => ({ ...head, scalar: true, fallback: why, fields: [{ kind: "json", name: "value", path: [], label: "Answer (JSON)", required: true, why }] });
  if (!root) return fallback("the schema is not an object");
  try {
    if (root.type === "object" || (root.type === undefined && isRecord(root.properties))) {
      const fields = properties(root, [], 1, { left: SCHEMA_LIMITS.maxFields });
      return { ...head, scalar: false, fields };
    }
    const f = field(root, "value", [], true, 1, { left: SCHEMA_LIMITS.maxFields });
    if (f.kind === "json") return fallback(f.why);
    return { ...head, scalar: true, fields: [{ ...f, label: head.title ?? "Answer" }] };
  } catch (err) {
    if (err instanceof TooBig) return fallback(`the schema is too large for a form (${err.message})`);
    return fallback("the schema could not be read");
  }
}
