/**
 * What every handler and the draft share: prototype-free records keyed by ids (so `__proto__` is a plain key),
 * the AG-UI message variant of a role, and the roles that carry text content.
 */
import type { Message } from "@ag-ui/core";

/** An empty record without a prototype (ids such as `__proto__` are plain keys). */
export const dict = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/**
 * `record[key]` when it is the record's own entry (ids such as `__proto__` are plain keys). One lookup on the
 * reducer's prototype-free records; a record with a prototype (an application's) is also asked `hasOwn`.
 */
export function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  if (record === undefined) return undefined;
  const value = record[key];
  return value === undefined || Object.getPrototypeOf(record) === null || Object.hasOwn(record, key) ? value : undefined;
}

/** A shallow copy of an array. */
export const copyArray = <T>(a: readonly T[]): T[] => a.slice();

/** A prototype-free copy of `source` (undefined: an empty record). */
export function cloneRecord<T>(source?: Readonly<Record<string, T>>): Record<string, T> {
  return Object.assign(dict<T>(), source);
}

/** The AG-UI message variant of a role. */
export type MessageOf<R extends Message["role"]> = Extract<Message, { role: R }>;

/** Every role but `activity`: the messages that carry a string `content` and may carry an `encryptedValue`. */
export const NON_ACTIVITY_ROLES = ["developer", "system", "assistant", "user", "tool", "reasoning"] as const satisfies readonly Message["role"][];
