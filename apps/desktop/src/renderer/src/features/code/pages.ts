export { CodeTab as default } from './code-tab';
