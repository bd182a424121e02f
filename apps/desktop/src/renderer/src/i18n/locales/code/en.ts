import type { CodeLocale } from './fr';

export const codeEn: CodeLocale = {
  codeTab: {
    warningTitle: 'Secure code editor',
    warning:
      'Only super admins may access this editor. The server checks every read and every save, and each version is written to the audit trail.',
    pick: 'Document to edit',
    loading: 'Loading the document…',
    loadFailed: 'Error while loading data',
    editorLabel: 'JSON document {{name}}',
    unsaved: 'Modified',
    revert: 'Discard changes',
    save: 'Save',
    saved: '{{name}}: version {{version}} saved',
    saveFailed: 'Error while saving the document',
    conflict: 'Someone else saved this document in the meantime',
    conflictHint:
      'Your text is kept. Copy it if needed, then discard the changes to load the latest version before saving again.',
    blank: 'The document is empty: it cannot be saved.',
    notJson: 'This text is not valid JSON.',
    unknownKeys: 'Unknown keys: {{keys}}',
    problems: '{{count}} schema error(s): {{first}}',
    documents: {
      content: 'Content',
      config: 'System configuration',
      ads: 'Ads',
      'email-templates': 'E-mail templates',
    },
    diff: {
      title: 'Save {{name}}?',
      hint: 'The saved version against yours: red is removed, green is added.',
      cancel: 'Back to editing',
      confirm: 'Confirm the save',
    },
    versions: {
      title: 'Earlier versions',
      empty: 'No saved version.',
      version: 'Version',
      savedAt: 'Saved',
      by: 'By',
      current: 'Current',
      restore: 'Restore',
      restoreVersion: 'Restore version {{version}}',
      confirmTitle: 'Restore version {{version}}?',
      confirmMessage:
        '{{name}} takes back the content of version {{version}}, saved as a new version.',
      restored: 'Version {{version}} restored',
      restoreFailed: 'Error while restoring',
    },
  },
};
