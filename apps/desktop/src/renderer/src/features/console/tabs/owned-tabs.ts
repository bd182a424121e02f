import { lazy } from 'react';

/**
 * The four tabs built in their own feature folders (content, system, code, chat), gathered so
 * that the console's tab list has one place to take them from.
 */
export { ContentTab } from '../../content';
export { SystemTab } from '../../system';
export { ChatTab } from '../../chat';
// Monaco comes with the code tab's chunk only: the rest of the console never downloads it.
export const CodeTab = lazy(() => import('../../code/pages'));
