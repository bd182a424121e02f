export declare const TEST_DB_ROOT_URL: string;
export declare function createThrowawayDatabase(
  prefix: string,
): Promise<{ name: string; url: string }>;
export declare function dropDatabase(name: string): Promise<void>;
export declare function cloneDatabase(
  template: string,
  prefix: string,
): Promise<{ name: string; url: string }>;
