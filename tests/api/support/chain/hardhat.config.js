// The local EVM node the crypto API tests start (see chain.ts): Hardhat's simulated network.
export default { networks: { default: { type: 'edr-simulated', chainId: 31337 } } };
