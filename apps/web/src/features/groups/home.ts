/** What the member home's first screen shows of this feature (app/routes/member-home-sections.tsx). */
export { GroupsHome } from './components/groups-home';
