// The project runs on Node.js 24 LTS. Where the machine's own Node is older (Node 20 is still
// the system's on many machines), the npm registry ships Node itself as `node-<os>-<arch>`:
// we fetch that package once into .cache/node/<version>, then re-run the calling script under
// it with its bin first on PATH, so that npm, npx and every tool run on it too. The native
// addons are Node-API builds shipped in their packages (better-sqlite3 13, @node-rs/argon2),
// which load on any Node from 22 on: nothing is compiled.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Written for old Nodes too (no import.meta.dirname): this file runs before the switch.
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const wanted = readFileSync(join(root, '.node-version'), 'utf8').trim();
const wantedMajor = Number(wanted.split('.')[0]);

function currentMajor() {
  return Number(process.versions.node.split('.')[0]);
}

function fail(line) {
  console.error(`✗ ${line}`);
  process.exit(1);
}

/** Downloads `node-<os>-<arch>@<version>` from the npm registry and unpacks it; returns its folder. */
function fetchRuntime() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const pkg = `node-${platform}-${process.arch}`;
  const home = join(root, '.cache', 'node', `${wanted}-${platform}-${process.arch}`);
  const binary = join(home, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (existsSync(binary)) return { home, binary };

  console.log(`Fetching Node.js ${wanted} from the npm registry (${pkg}), once`);
  const staging = `${home}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // The version is exact: a copy in npm's cache is the same package, no need to ask again.
  const packed = spawnSync(
    'npm',
    ['pack', `${pkg}@${wanted}`, '--silent', '--prefer-offline', '--pack-destination', staging],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const tarball = packed.stdout?.trim().split('\n').pop();
  if (packed.status !== 0 || !tarball) {
    rmSync(staging, { recursive: true, force: true });
    fail(
      `Tontine needs Node.js ${wantedMajor} (this is ${process.version}) and the npm registry has no ` +
        `${pkg}@${wanted} for this platform: install Node.js ${wantedMajor} LTS from https://nodejs.org and run the command again`,
    );
  }
  const unpacked = spawnSync(
    'tar',
    ['-xzf', join(staging, tarball), '-C', staging, '--strip-components=1'],
    {
      stdio: 'inherit',
    },
  );
  if (unpacked.status !== 0) fail(`could not unpack ${tarball} into ${staging}`);
  rmSync(join(staging, tarball), { force: true });
  renameSync(staging, home);
  return { home, binary };
}

/**
 * Makes sure the calling script runs on Node.js 24: returns at once when it already does,
 * otherwise runs the same script with the same arguments on the registry's Node 24 and exits
 * with its status. Call it first, before anything imports an installed package.
 */
export function ensureNodeRuntime() {
  if (currentMajor() === wantedMajor) {
    if (process.env.TONTINE_NODE_NOTE) {
      console.log(process.env.TONTINE_NODE_NOTE);
      delete process.env.TONTINE_NODE_NOTE;
    }
    return;
  }
  const { home, binary } = fetchRuntime();
  const bin = join(home, 'bin');
  const env = {
    ...process.env,
    PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
    TONTINE_NODE_NOTE: `Running on Node.js ${wanted} from the npm registry (${home.slice(root.length + 1)}); the system's Node is ${process.version}`,
  };
  const result = spawnSync(binary, process.argv.slice(1), { stdio: 'inherit', env });
  if (result.signal) process.kill(process.pid, result.signal);
  process.exit(result.status ?? 1);
}
