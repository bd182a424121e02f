import type { Abi, Address, Hex, PublicClient, WalletClient } from 'viem';

export declare const DEPLOYER: Address;
export declare function startHardhatNode(): Promise<{
  rpcUrl: string;
  publicClient: PublicClient;
  walletClient: WalletClient;
  stop(): Promise<void>;
}>;
export declare function testTokenArtifact(): { abi: Abi; bytecode: Hex };
