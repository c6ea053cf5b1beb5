export declare const manifestPath: string;
export declare const partsDir: string;
export declare const chatPath: string;
export declare const IMPORT_LINE: RegExp;
export declare function partNames(manifest?: string): string[];
export declare function bundleStyles(manifest?: string, readPart?: (name: string) => string): string;
