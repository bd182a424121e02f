// The local EVM chain of the Playwright tests: Hardhat's node with a test USDT and USDC
// (tests/api/support/chain/TestToken.sol) deployed by Hardhat's first prefunded account.
import { startHardhatNode, testTokenArtifact } from './hardhat-node.mjs';

/**
 * Starts the node and deploys the two tokens. Answers the RPC URL, the tokens (address,
 * decimals) and `stop()`.
 */
export async function startE2eChain() {
  const { rpcUrl, publicClient, walletClient, stop } = await startHardhatNode();
  const { abi, bytecode } = testTokenArtifact();
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
