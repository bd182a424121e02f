import Editor, { type BeforeMount, type OnValidate } from '@monaco-editor/react';
import { useComputedColorScheme } from '@mantine/core';
import './monaco-setup';

/**
 * One platform document in Monaco: JSON with its JSON Schema (generated from the contracts'
 * zod schema and served with the document), so completion and the schema's errors appear as
 * the operator types. `onProblems` hears how many errors Monaco's JSON service found.
 */
export function JsonDocumentEditor({
  name,
  schema,
  text,
  onChange,
  onProblems,
  label,
}: {
  name: string;
  schema: Record<string, unknown>;
  text: string;
  onChange: (text: string) => void;
  onProblems: (messages: string[]) => void;
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
      // A value the schema refuses blocks the save: an error, not Monaco's default warning.
      schemaValidation: 'error',
      schemaRequest: 'ignore',
      schemas: [{ uri: `inmemory://tontine/schemas/${name}.json`, fileMatch: [path], schema }],
    });
  };

  const validate: OnValidate = (markers) =>
    // Severity 8 is MarkerSeverity.Error: hints and warnings do not block a save.
    onProblems(markers.filter((marker) => marker.severity === 8).map((marker) => marker.message));

  return (
    <Editor
      height="60vh"
      language="json"
      path={path}
      value={text}
      theme={scheme === 'dark' ? 'vs-dark' : 'vs'}
      beforeMount={beforeMount}
      onChange={(next) => onChange(next ?? '')}
      onValidate={validate}
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
