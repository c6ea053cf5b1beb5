export declare const alias: Record<string, string>;
