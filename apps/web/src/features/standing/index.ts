/**
 * The standing feature's public face: the badge a group's admins see beside each member and
 * each join request (composed into the group page by app/routes/group-route.tsx).
 */
export { GroupStandingBadge } from './components/standing-badge';
