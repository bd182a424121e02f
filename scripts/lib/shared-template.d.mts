export declare function claimTemplateMaking(dir: string): boolean;
export declare function publishTemplate(dir: string, template: unknown): void;
export declare function publishTemplateFailure(dir: string, error: unknown): void;
export declare function templateOutcome(
  dir: string,
): { template: unknown; failed?: undefined } | { template?: undefined; failed: string } | undefined;
export declare function dropSharedTemplate(dir: string): Promise<void>;
