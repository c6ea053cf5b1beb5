/** Declarations of scripts/mirror.mjs (see its opening comment). */
export interface ModuleEntry {
  /** The module's path relative to `packages/<p>/src`. */
  module: string;
  /** Its mirrored test files, relative to `packages/<p>/test`. */
  tests: string[];
}
export interface PackageReport {
  pkg: string;
  modules: ModuleEntry[];
  covered: number;
  total: number;
  /** covered / total, 1 when the package has no module with logic. */
  ratio: number;
}
export const CHECKED: string[];
export const FLOOR: number;
export function hasLogic(fileName: string, text: string): boolean;
export function packageReport(pkg: string, root?: string): PackageReport;
export function packages(root?: string): string[];
export function mirrorReport(names?: string[], root?: string): PackageReport[];
