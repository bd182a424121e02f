/** The auth feature's public face: the demo sign-in of the #demo shortcut (its pages: pages.ts). */
export { useDemoLogin } from './api/demo-login';
