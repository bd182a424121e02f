import { spawnSync } from 'node:child_process';

/** Runs a command in the repository, inheriting the terminal; stops the script on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false, ...options });
  if (result.status !== 0) {
    console.error(
      `\n✗ ${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`,
    );
    process.exit(result.status ?? 1);
  }
}

export function step(title) {
  console.log(`\n━━ ${title}`);
}
