/** The networks' list is shared: every "pay in crypto" entry point reads it too. */
export {
  cryptoNetworksQueryOptions,
  getCryptoNetworks,
  useCryptoNetworks,
} from '../../../api/get-crypto-networks';
