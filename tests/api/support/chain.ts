import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  createPublicClient,
  createWalletClient,
  http,
  type Abi,
  type Address,
  type Hex,
  type PublicClient,
  type WalletClient,
} from 'viem';
import { hardhat } from 'viem/chains';
import { freePort } from './api-process.js';

const require = createRequire(import.meta.url);
const CHAIN_DIR = join(import.meta.dirname, 'chain');

/** Hardhat's first prefunded account, unlocked on its node: it deploys and mints. */
export const DEPLOYER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export interface LocalChain {
  rpcUrl: string;
  publicClient: PublicClient;
  walletClient: WalletClient;
  /** Ends the node (a second call does nothing). */
  stop(): Promise<void>;
}

/**
 * A real EVM node for the test file that asks for it: Hardhat's simulated network (EDR, shipped
 * inside the npm package) on a free port, with the config of support/chain/. Stopped by the
 * caller; the process is killed with the test run if the caller never gets there.
 */
export async function startChain(): Promise<LocalChain> {
  const port = await freePort();
  const rpcUrl = `http://127.0.0.1:${port}`;
  const cli = join(require.resolve('hardhat/package.json'), '..', 'dist/src/cli.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [cli, 'node', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: CHAIN_DIR,
      env: { PATH: process.env.PATH ?? '', HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
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
    if (
      await publicClient.getChainId().then(
        (id) => id === hardhat.id,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const walletClient = createWalletClient({
    account: DEPLOYER,
    chain: hardhat,
    transport: http(rpcUrl),
  });
  return { rpcUrl, publicClient, walletClient, stop };
}

interface Compiled {
  abi: Abi;
  bytecode: Hex;
}

let compiled: Compiled | undefined;

/** TestToken.sol compiled with solc (npm's, pure JavaScript), once per test file. */
export function testTokenArtifact(): Compiled {
  if (compiled) return compiled;
  const solc = require('solc') as { compile(input: string): string };
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
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const contract = output.contracts['TestToken.sol']!['TestToken']!;
  compiled = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  return compiled;
}

export interface TestToken {
  address: Address;
  decimals: number;
  /** Mints `amount` smallest units to `to` and waits for the block. */
  mint(to: Address, amount: bigint): Promise<void>;
}

/** Deploys a TestToken from the deployer account and waits for its receipt. */
export async function deployToken(
  chain: LocalChain,
  symbol: string,
  decimals: number,
): Promise<TestToken> {
  const { abi, bytecode } = testTokenArtifact();
  const hash = await chain.walletClient.deployContract({
    abi,
    bytecode,
    args: [`Test ${symbol}`, symbol, decimals],
    account: DEPLOYER,
    chain: hardhat,
  });
  const receipt = await chain.publicClient.waitForTransactionReceipt({ hash });
  const address = receipt.contractAddress;
  if (!address || receipt.status !== 'success') throw new Error(`${symbol} was not deployed`);
  return {
    address,
    decimals,
    async mint(to, amount) {
      const tx = await chain.walletClient.writeContract({
        address,
        abi,
        functionName: 'mint',
        args: [to, amount],
        account: DEPLOYER,
        chain: hardhat,
      });
      const minted = await chain.publicClient.waitForTransactionReceipt({ hash: tx });
      if (minted.status !== 'success') throw new Error(`minting ${symbol} failed`);
    },
  };
}
