import type { Address, PublicClient, WalletClient } from 'viem';
import { hardhat } from 'viem/chains';
import {
  DEPLOYER,
  startHardhatNode,
  testTokenArtifact,
} from '../../../scripts/lib/hardhat-node.mjs';

export { DEPLOYER, testTokenArtifact };

export interface LocalChain {
  rpcUrl: string;
  publicClient: PublicClient;
  walletClient: WalletClient;
  /** Ends the node (a second call does nothing). */
  stop(): Promise<void>;
}

/**
 * A real EVM node for the test file that asks for it (scripts/lib/hardhat-node.mjs), stopped by
 * the caller; the process is killed with the test run if the caller never gets there.
 */
export function startChain(): Promise<LocalChain> {
  return startHardhatNode();
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
