// Hardhat's simulated EVM network (EDR, shipped in the npm package) on a free port, with the
// config of tests/api/support/chain/, and the test ERC-20 compiled by solc from npm. Used by
// the API tests (tests/api/support/chain.ts) and the Playwright server (./e2e-chain.mjs).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createPublicClient, createWalletClient, http } from 'viem';
import { hardhat } from 'viem/chains';

const require = createRequire(import.meta.url);
const CHAIN_DIR = join(import.meta.dirname, '..', '..', 'tests', 'api', 'support', 'chain');
/** Hardhat's first prefunded account, unlocked on its node: it deploys and mints. */
export const DEPLOYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/**
 * Starts the node and waits until it answers with Hardhat's chain id (60 s at most). Answers
 * the RPC URL, a public client, a wallet client of the deployer and `stop()`.
 */
export async function startHardhatNode() {
  const port = await freePort();
  const rpcUrl = `http://127.0.0.1:${port}`;
  const cli = join(require.resolve('hardhat/package.json'), '..', 'dist/src/cli.js');
  const child = spawn(
    process.execPath,
    [cli, 'node', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: CHAIN_DIR,
      env: { PATH: process.env.PATH ?? '', HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  const exited = new Promise((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  const publicClient = createPublicClient({ chain: hardhat, transport: http(rpcUrl) });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the Hardhat node exited: ${stderr}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the Hardhat node did not answer within 60 s: ${stderr}`);
    }
    const id = await publicClient.getChainId().catch(() => null);
    if (id === hardhat.id) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const walletClient = createWalletClient({
    account: DEPLOYER,
    chain: hardhat,
    transport: http(rpcUrl),
  });
  return { rpcUrl, publicClient, walletClient, stop };
}

let compiled;

/** TestToken.sol compiled with solc (npm's, pure JavaScript), once per process. */
export function testTokenArtifact() {
  if (compiled) return compiled;
  const solc = require('solc');
  const input = {
    language: 'Solidity',
    sources: {
      'TestToken.sol': { content: readFileSync(join(CHAIN_DIR, 'TestToken.sol'), 'utf8') },
    },
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const contract = output.contracts['TestToken.sol'].TestToken;
  compiled = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  return compiled;
}
