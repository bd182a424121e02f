export { default } from './code-tab';
