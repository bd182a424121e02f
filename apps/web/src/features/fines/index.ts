/** The fines feature's public face: the group page's late fines and the group's fund. */
export { GroupFinesCard } from './components/group-fines-card';
export { MyFinesFact } from './components/my-fines-fact';
