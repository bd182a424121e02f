export { SystemTab } from './system-tab';
