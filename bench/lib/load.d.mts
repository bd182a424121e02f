export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  seconds: number;
  latencies: number[];
}
export declare function percentiles(latencies: number[]): { p50: number; p95: number; p99: number };
export declare function load(options: {
  url: string;
  token?: string;
  connections?: number;
  seconds?: number;
  timeout?: number;
  warmUp?: boolean;
}): Promise<LoadResult>;
export declare function loadPage(options: {
  origin: string;
  paths: string[];
  token?: string;
  connections?: number;
  seconds?: number;
  warmUp?: boolean;
}): Promise<LoadResult>;
export declare function combine(results: LoadResult[]): LoadResult;
export declare function row(label: string, result: LoadResult, ceiling?: LoadResult): string;
