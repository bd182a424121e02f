export { ContentTab } from './content-tab';
