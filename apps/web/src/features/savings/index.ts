/**
 * The savings feature's public face: the group page's savings fund (table banking), its
 * members' savings and the rules its admins set.
 */
export { GroupSavingsCard } from './components/group-savings-card';
