/**
 * The member's « Ma fiabilité » card alone, for a lazy import: the dashboard loads its code
 * beside its first screen, not in it.
 */
export { MyStandingCard } from './components/my-standing-card';
