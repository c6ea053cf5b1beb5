export function startRedis(options?: { port?: number; aofDir?: string }): Promise<{ url: string; port: number; stop(): Promise<void>; kill(): Promise<void> }>;
