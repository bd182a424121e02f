// The install and build steps of the scripts people run (`npm start`, `npm test`, …): one
// short line as a stage starts and one as it ends, the commands' whole output in a log file
// that the first line names. A stage that fails prints its own output in full; the stages
// running beside it are stopped, and so is the script, with the command's exit code.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { createInterface } from 'node:readline';

/** A stage whose command exited with another code than 0 (or could not start). */
export class StageFailed extends Error {
  name = 'StageFailed';

  constructor(title, code, output) {
    super(`${title} failed (exit ${code})`);
    this.code = code;
    this.output = output;
  }
}

const seconds = (ms) => (ms < 10_000 ? (ms / 1000).toFixed(1) : String(Math.round(ms / 1000)));

export class Stages {
  /**
   * `log`: the file the commands' output goes to, emptied first. `out`: where the short lines
   * go. `exitOnFailure`: a failed stage ends the process (the scripts); off, it rejects with
   * StageFailed (the tests).
   */
  constructor({ log, out = process.stdout, exitOnFailure = true }) {
    mkdirSync(dirname(log), { recursive: true });
    this.log = log;
    this.file = createWriteStream(log);
    this.out = out;
    this.exitOnFailure = exitOnFailure;
    this.running = new Set();
    this.named = false;
  }

  print(line) {
    this.out.write(`${line}\n`);
  }

  /** Where the log is, as the lines name it: relative to here when it is inside. */
  get logName() {
    const near = relative(process.cwd(), this.log);
    return near.startsWith('..') ? this.log : near;
  }

  /**
   * Runs one command as a stage: `{ title, tag, command, args, env, cwd, printOutput }`; `tag`
   * prefixes its lines in the log, where stages running at once interleave. A stage with
   * `printOutput` (a test tier) prints its whole output when it passes too, in one piece, so
   * that tiers running side by side do not mix their reports. `diagnose`, when given, answers a
   * text printed after the output of a stage that failed (the state of a service it used).
   */
  async run(stage) {
    if (!this.named) {
      this.print(`Full output of the steps below: ${this.logName}`);
      this.named = true;
    }
    this.print(`━━ ${stage.title}`);
    const started = performance.now();
    const output = [];
    const write = (line) => {
      output.push(line);
      // A stage stopped because another failed may still speak after the log is closed.
      if (!this.file.writableEnded) this.file.write(`[${stage.tag}] ${line}\n`);
    };
    write(`$ ${[stage.command, ...stage.args].join(' ')}`);
    const code = await new Promise((done) => {
      const child = spawn(stage.command, stage.args, {
        cwd: stage.cwd,
        env: stage.env ?? process.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      this.running.add(child);
      const streams = [child.stdout, child.stderr].map((stream) => {
        const lines = createInterface({ input: stream, crlfDelay: Infinity });
        lines.on('line', write);
        return new Promise((closed) => lines.once('close', closed));
      });
      child.once('error', (err) => {
        write(err.message);
        done(127);
      });
      child.once('close', async (status, signal) => {
        this.running.delete(child);
        await Promise.all(streams);
        done(status ?? (signal ? 1 : 0));
      });
    });
    const took = seconds(performance.now() - started);
    // To the log only: the line printed next says it.
    if (!this.file.writableEnded) this.file.write(`[${stage.tag}] exit ${code} after ${took} s\n`);
    if (code === 0) {
      if (stage.printOutput) this.print(output.join('\n'));
      this.print(`   ✓ ${stage.title}: ${took} s`);
      return;
    }
    if (this.failed) return; // a stage beside it failed first and was reported
    this.failed = true;
    for (const child of this.running) child.kill('SIGTERM');
    this.print(`   ✗ ${stage.title} failed (exit ${code}) after ${took} s. Its output:\n`);
    this.print(output.join('\n'));
    if (stage.diagnose) this.print(`\n${await stage.diagnose()}`);
    this.print(`\n✗ ${stage.title} failed; the output of every step is in ${this.logName}`);
    await this.close();
    if (this.exitOnFailure) process.exit(code);
    throw new StageFailed(stage.title, code, output);
  }

  /** Runs stages at once; the first that fails stops the others. */
  async all(stages) {
    await Promise.all(stages.map((stage) => this.run(stage)));
  }

  /** The stages of a script people run, logged to .cache/logs/<name>.log. */
  static forScript(name) {
    return new Stages({
      log: join(import.meta.dirname, '..', '..', '.cache', 'logs', `${name}.log`),
    });
  }

  /** Flushes the log (before the script hands over to a server, or ends). */
  close() {
    return new Promise((done) => {
      if (this.file.writableFinished) done();
      else if (this.file.writableEnded) this.file.once('finish', done);
      else this.file.end(done);
    });
  }
}
