export interface ContrastPair {
  fg: string;
  bg: string;
  min: number;
  role: string;
}
export declare const CONTRAST_PAIRS: ContrastPair[];
export declare function parseHex(value: string): [number, number, number] | undefined;
export declare function luminance(rgb: readonly number[]): number;
export declare function contrastRatio(a: readonly number[], b: readonly number[]): number;
