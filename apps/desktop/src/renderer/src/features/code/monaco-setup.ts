import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker?worker';
import { ignoreMonacoCancellations } from './monaco-cancellations';

/**
 * Monaco from the installed package, never from a CDN (the console's Content-Security-Policy
 * allows no other origin, and an operator's editor must not depend on a third party): the
 * workers are bundled by Vite and started from the console's own files. Only this tab's
 * chunk imports this module, so Monaco is loaded when the code tab opens and nowhere else.
 */
self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) =>
    label === 'json' ? new JsonWorker() : new EditorWorker(),
};

loader.config({ monaco });
ignoreMonacoCancellations(window);

export { monaco };
