import { spawn } from 'node:child_process';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../common/domain-error.js';

/** The last characters of a command's output kept for the answer and the audit trail. */
const OUTPUT_KEPT = 4000;

export interface DeployRun {
  exitCode: number | null;
  signal: string | null;
  durationMs: number;
  output: string;
}

/** The console's "deploy": runs DEPLOY_COMMAND (a shell command line) and reports its exit. */
@Injectable()
export class DeployService {
  private running: Promise<DeployRun> | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  assertConfigured(): string {
    if (!this.config.deployCommand) throw new DomainError('DEPLOY_NOT_CONFIGURED');
    return this.config.deployCommand;
  }

  /** One deployment at a time: a second click while one runs waits for the same run. */
  run(): Promise<DeployRun> {
    const command = this.assertConfigured();
    this.running ??= execute(command, this.config.deployTimeoutSeconds * 1000).finally(
      () => (this.running = undefined),
    );
    return this.running;
  }
}

function execute(command: string, timeoutMs: number): Promise<DeployRun> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
      killSignal: 'SIGTERM',
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (err) => {
      keep(Buffer.from(String(err.message)));
    });
    child.on('close', (exitCode, signal) =>
      done({ exitCode, signal, durationMs: Date.now() - started, output }),
    );
  });
}
