import { readFileSync } from 'node:fs';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  parseEther,
  parseUnits,
  type Abi,
  type Address,
} from 'viem';
import { hardhat } from 'viem/chains';

/** What scripts/e2e-server.mjs wrote of its local chain (E2E_CHAIN_FILE, set by the config). */
interface E2eChain {
  rpcUrl: string;
  usdt: { address: Address; decimals: number };
  usdc: { address: Address; decimals: number };
  treasury: Address;
  abi: Abi;
}

/** Hardhat's first prefunded account, unlocked on its node: it mints (anyone may, on TestToken). */
const MINTER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/**
 * The e2e server's real Hardhat node, as the tests act on it: mint test tokens to an address,
 * give it native coin for gas, mine blocks, read a balance. No mocked RPC.
 */
export function e2eChain() {
  const file = process.env.E2E_CHAIN_FILE;
  if (!file) throw new Error('E2E_CHAIN_FILE is not set: run through playwright.config.ts');
  const info = JSON.parse(readFileSync(file, 'utf8')) as E2eChain;
  const transport = http(info.rpcUrl);
  const publicClient = createPublicClient({ chain: hardhat, transport });
  const walletClient = createWalletClient({ account: MINTER, chain: hardhat, transport });
  const testClient = createTestClient({ chain: hardhat, mode: 'hardhat', transport });
  const token = (symbol: 'USDT' | 'USDC') => (symbol === 'USDT' ? info.usdt : info.usdc);

  return {
    treasury: info.treasury,
    /** Mints `amount` token units ("25.5") to `to` and waits for the block. */
    async mint(symbol: 'USDT' | 'USDC', to: Address, amount: string) {
      const { address, decimals } = token(symbol);
      const hash = await walletClient.writeContract({
        address,
        abi: info.abi,
        functionName: 'mint',
        args: [to, parseUnits(amount, decimals)],
      });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success') throw new Error(`minting ${symbol} failed`);
    },
    /**
     * A transfer from an outside wallet (Hardhat's first account, given the tokens first):
     * answers the transaction's hash once it is mined.
     */
    async transferFromOutside(symbol: 'USDT' | 'USDC', to: Address, amount: string) {
      const { address, decimals } = token(symbol);
      await this.mint(symbol, MINTER, amount);
      const hash = await walletClient.writeContract({
        address,
        abi: info.abi,
        functionName: 'transfer',
        args: [to, parseUnits(amount, decimals)],
      });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success') throw new Error(`the ${symbol} transfer failed`);
      return hash;
    },
    /** Gives `to` native coin for gas (the operator's job on a real network). */
    async fundGas(to: Address, ether = '1') {
      await testClient.setBalance({ address: to, value: parseEther(ether) });
    },
    async mine(blocks: number) {
      await testClient.mine({ blocks });
    },
    async balanceOf(symbol: 'USDT' | 'USDC', owner: Address): Promise<bigint> {
      return (await publicClient.readContract({
        address: token(symbol).address,
        abi: info.abi,
        functionName: 'balanceOf',
        args: [owner],
      })) as bigint;
    },
  };
}
