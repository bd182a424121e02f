export interface Stage {
  title: string;
  tag: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Its output is printed when it ends, passed or failed: a test tier's report. */
  printOutput?: boolean;
}
export declare class StageFailed extends Error {
  code: number;
  output: string[];
}
export declare class Stages {
  constructor(options: {
    log: string;
    out?: { write(text: string): unknown };
    exitOnFailure?: boolean;
  });
  static forScript(name: string): Stages;
  readonly log: string;
  run(stage: Stage): Promise<void>;
  all(stages: Stage[]): Promise<void>;
  close(): Promise<void>;
}
