/** The networks' list is shared: every "pay in crypto" entry point reads it too. */
export { useCryptoNetworks } from '../../../api/get-crypto-networks';
