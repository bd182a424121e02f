// The local EVM chain of the Playwright tests: Hardhat's simulated network (EDR, shipped in the
// npm package) on a free port, with a test USDT and USDC (tests/api/support/chain/TestToken.sol,
// compiled here with solc from npm) deployed by Hardhat's first prefunded account.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createPublicClient, createWalletClient, http } from 'viem';
import { hardhat } from 'viem/chains';

const require = createRequire(import.meta.url);
const CHAIN_DIR = join(import.meta.dirname, '..', '..', 'tests', 'api', 'support', 'chain');
/** Hardhat's first prefunded account, unlocked on its node: it deploys. */
const DEPLOYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

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

function compileTestToken() {
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
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}

/**
 * Starts the node and deploys the two tokens. Answers the RPC URL, the tokens (address,
 * decimals) and `stop()`.
 */
export async function startE2eChain() {
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
  const { abi, bytecode } = compileTestToken();
  async function deploy(symbol, decimals) {
    const hash = await walletClient.deployContract({
      abi,
      bytecode,
      args: [`Test ${symbol}`, symbol, decimals],
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (!receipt.contractAddress || receipt.status !== 'success') {
      throw new Error(`${symbol} was not deployed`);
    }
    return { address: receipt.contractAddress, decimals };
  }
  const usdt = await deploy('USDT', 6);
  const usdc = await deploy('USDC', 6);
  return { rpcUrl, usdt, usdc, abi, stop };
}
