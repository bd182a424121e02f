export declare const CHROMIUM_PACKAGE: string;
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
