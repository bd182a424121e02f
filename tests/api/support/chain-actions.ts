import { erc20Abi, parseEther, type Address, type Hex } from 'viem';
import { hardhat } from 'viem/chains';
import { DEPLOYER, type LocalChain } from './chain.js';

/** Hardhat's prefunded accounts #1 and #2, unlocked on its node. */
export const TREASURY: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const OUTSIDE_WALLET: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** Mines `blocks` empty blocks at once (Hardhat's hardhat_mine), for the confirmations. */
export async function mine(chain: LocalChain, blocks: number): Promise<void> {
  const answer = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'hardhat_mine',
      params: [`0x${blocks.toString(16)}`],
    }),
  });
  const body = (await answer.json()) as { error?: unknown };
  if (body.error) throw new Error(`hardhat_mine failed: ${JSON.stringify(body.error)}`);
}

/** An ERC-20 transfer signed by an unlocked node account (an outside wallet), mined. */
export async function transferFrom(
  chain: LocalChain,
  token: Address,
  from: Address,
  to: Address,
  amount: bigint,
): Promise<Hex> {
  const hash = await chain.walletClient.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
    account: from,
    chain: hardhat,
  });
  await chain.publicClient.waitForTransactionReceipt({ hash });
  return hash;
}

/** Native coin for a custodial wallet's gas, as the operator funds it (docs/crypto.md). */
export async function fundGas(chain: LocalChain, to: Address, ether = '1'): Promise<void> {
  const hash = await chain.walletClient.sendTransaction({
    to,
    value: parseEther(ether),
    account: DEPLOYER,
    chain: hardhat,
  });
  await chain.publicClient.waitForTransactionReceipt({ hash });
}

/** A token's balance at `address`, read on the node. */
export function tokenBalance(chain: LocalChain, token: Address, address: Address) {
  return chain.publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });
}
