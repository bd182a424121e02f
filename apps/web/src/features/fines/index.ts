/**
 * The fines feature's public face: the group page's late fines and the group's fund, and the
 * member's own fines on their payments page.
 */
export { GroupFinesCard } from './components/group-fines-card';
export { MyFinesFact } from './components/my-fines-fact';
export { MyFinesCard } from './components/my-fines-card';
