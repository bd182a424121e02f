/** The settings feature's public face: the settings and their effect (its pages: pages.ts). */
export { useSettings } from './api/get-settings';
export { useApplySettings } from './hooks/use-apply-settings';
