/**
 * The loans feature's public face: the group page's 'Prêts' card (what a member may borrow,
 * their loans and the guarantees asked of them). Its pages load with their routes (pages.ts).
 */
export { GroupLoansCard } from './components/group-loans-card';
