export declare const TEST_CONTENT_NOW: string;
export declare const buildEnv: Record<string, string>;
