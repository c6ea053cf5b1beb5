export declare const TOKEN_TYPES: string[];
export declare class TokenIssue {
  constructor(path: string, message: string);
  path: string;
  message: string;
}
export declare class TokenError extends Error {
  constructor(issues: TokenIssue[], source?: string);
  issues: TokenIssue[];
}
export declare function collectTokens(tree: unknown, issues?: TokenIssue[]): Map<string, { token: Record<string, unknown>; type: string | undefined }>;
export declare function validateTokens(tree: unknown): TokenIssue[];
export declare function assertTokens(input: unknown, source?: string): Record<string, unknown>;
