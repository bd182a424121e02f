/**
 * The guides' page in two hops: the entry names only this small chunk, and this chunk names the
 * guide's many chunks (the groups and onboarding screens it composes), which otherwise weigh on
 * the entry's preload list (the entry's 200 kB budget).
 */
export const loadGuideRoute = () => import('./guide-route');
