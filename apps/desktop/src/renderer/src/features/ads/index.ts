export { AdsSection } from './ads-section';
