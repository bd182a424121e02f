import Editor, { type BeforeMount, type OnMount } from '@monaco-editor/react';
import { useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { monaco } from './monaco-setup';

/** A problem the document's schema found, in the operator's language, and where it lies. */
export interface SchemaProblem {
  path: (string | number)[];
  message: string;
}

/**
 * One platform document in Monaco: JSON with its JSON Schema (generated from the contracts'
 * zod schema and served with the document) for completion and descriptions. The schema's
 * errors are not Monaco's (its JSON service speaks English only): they come from the
 * contracts' zod schema, the one the server applies, translated, and are drawn as markers at
 * the property they concern.
 */
export function JsonDocumentEditor({
  name,
  schema,
  text,
  onChange,
  problems,
  label,
}: {
  name: string;
  schema: Record<string, unknown>;
  text: string;
  onChange: (text: string) => void;
  problems: SchemaProblem[];
  label: string;
}) {
  const scheme = useComputedColorScheme('light');
  const path = `inmemory://tontine/documents/${name}.json`;

  const beforeMount: BeforeMount = (monaco) => {
    monaco.json.jsonDefaults.setDiagnosticsOptions({
      validate: true,
      allowComments: false,
      trailingCommas: 'error',
      enableSchemaRequest: false,
      // The schema's errors are the zod schema's, translated (see `problems`).
      schemaValidation: 'ignore',
      schemaRequest: 'ignore',
      schemas: [{ uri: `inmemory://tontine/schemas/${name}.json`, fileMatch: [path], schema }],
    });
  };

  const model = useRef<ReturnType<typeof monaco.editor.getModel>>(null);
  const onMount: OnMount = (editor) => {
    model.current = editor.getModel();
    showProblems();
  };
  const showProblems = () => {
    const current = model.current;
    if (!current) return;
    monaco.editor.setModelMarkers(
      current,
      'schema',
      problems.map((problem) => {
        const start = current.getPositionAt(locate(current.getValue(), problem.path));
        return {
          severity: monaco.MarkerSeverity.Error,
          message: problem.message,
          startLineNumber: start.lineNumber,
          startColumn: start.column,
          endLineNumber: start.lineNumber,
          endColumn: current.getLineMaxColumn(start.lineNumber),
        };
      }),
    );
  };
  useEffect(showProblems, [problems]);

  return (
    <Editor
      height="60vh"
      language="json"
      path={path}
      value={text}
      theme={scheme === 'dark' ? 'vs-dark' : 'vs'}
      beforeMount={beforeMount}
      onChange={(next) => onChange(next ?? '')}
      onMount={onMount}
      options={{
        minimap: { enabled: false },
        scrollBeyondLastLine: false,
        fontSize: 13,
        tabSize: 2,
        automaticLayout: true,
        ariaLabel: label,
        wordWrap: 'on',
      }}
    />
  );
}

/**
 * Where a property lies in the text: the last key of its path that the text names, else the
 * start (a missing property belongs to the whole document).
 */
function locate(text: string, path: (string | number)[]): number {
  for (const key of [...path].reverse()) {
    if (typeof key !== 'string') continue;
    const at = text.search(new RegExp(`"${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s*:`));
    if (at >= 0) return at;
  }
  return 0;
}
