export declare class RequestsFailed extends Error {}
export declare function describeBody(text: string): string;
export declare class Answers {
  constructor(what: string);
  ok: number;
  succeeded(): void;
  answered(status: number, body?: string): void;
  wantsBody(status: number): boolean;
  describe(status: number, body: string): void;
  failed(reason: string, times?: number): void;
  readonly failures: number;
  assertAllOk(options?: { answerRequired?: boolean }): void;
}
export declare function fetchOk(url: string, init?: RequestInit): Promise<Response>;
export declare function fetchJson(url: string, init?: RequestInit): Promise<unknown>;
