import { useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShieldLock } from '@tabler/icons-react';
import {
  isPlatformDocumentName,
  messages,
  PLATFORM_DOCUMENTS,
  type DocumentVersionDto,
  type MessageKey,
} from '@tontine/contracts';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { ConsoleApiError } from '../../api/console-api';
import { consoleErrorText } from '../../lib/console-error-text';
import { CriticalActionDialog, type CriticalAction } from '../../components/critical-action-dialog';
import type { ConsoleTabProps } from '../../lib/console-tab-props';
import { useFailureToast } from '../../lib/use-failure-toast';
import { useDocument } from './api/get-document';
import { useDocuments } from './api/get-documents';
import { useDocumentVersions } from './api/get-versions';
import { useRestoreVersion } from './api/restore-version';
import { useSaveDocument } from './api/save-document';
import { documentText, parseDocumentText } from './document-text';
import { DocumentVersions } from './document-versions';
import { JsonDocumentEditor, type SchemaProblem } from './json-document-editor';
import { SaveDiffModal } from './save-diff-modal';

/**
 * The secure code editor: the platform's JSON documents in Monaco, validated against their
 * schema as they are typed; a save shows its diff first and names the version it started
 * from, so that a concurrent save is refused (409) instead of overwritten. The server alone
 * decides who may read or save; the warning says so.
 */
export function CodeTab({ toast }: ConsoleTabProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string | null>(null);
  // The operator's text; null while it is the saved document's, unedited.
  const [edits, setEdits] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [stale, setStale] = useState(false);
  const [pending, setPending] = useState<CriticalAction | null>(null);
  // Four document names do not fit side by side on a phone: they are stacked there.
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;

  const failed = (title: string, error: unknown) =>
    toast({ kind: 'error', title, message: consoleErrorText(t, error, title) });

  const documentsQuery = useDocuments();
  const documents = documentsQuery.data ?? [];
  const name = picked ?? documents[0]?.name ?? null;
  const docQuery = useDocument(name);
  const versionsQuery = useDocumentVersions(name);
  const doc = docQuery.data ?? null;
  const versions = versionsQuery.data ?? [];
  useFailureToast(
    documentsQuery.error ?? docQuery.error ?? versionsQuery.error,
    t('codeTab.loadFailed'),
    toast,
  );
  const saveDocument = useSaveDocument();
  const restore = useRestoreVersion();
  const saving = saveDocument.isPending;

  /** Shows the stored document again, read anew, without the operator's edits. */
  const reopen = () => {
    setEdits(null);
    setStale(false);
    void docQuery.refetch();
    void versionsQuery.refetch();
  };

  const pick = (next: string) => {
    setPicked(next);
    setEdits(null);
    setStale(false);
  };

  const saved = doc ? documentText(doc.value) : '';
  const text = edits ?? saved;
  const parsed = parseDocumentText(text);
  // Revert undoes any edit, layout included; Save needs a change of the value itself: a save
  // that changes nothing would only be answered with the version already stored.
  const edited = doc !== null && text !== saved;
  const changed = edited && (!parsed.ok || documentText(parsed.value) !== saved);
  const problems = useMemo(
    () => (doc && parsed.ok ? schemaProblems(t, doc.name, parsed.value) : []),
    // `parsed` is new at each render; the text it comes from is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [doc, text, t],
  );
  const blocked = !parsed.ok || problems.length > 0;
  // What the operator reads: the document's label, never its internal name ("content").
  const label = (documentName: string) =>
    t(`codeTab.documents.${documentName}`, { defaultValue: documentName });

  const save = async () => {
    if (!doc || !parsed.ok) return;
    try {
      const answer = await saveDocument.mutateAsync({
        name: doc.name,
        value: parsed.value,
        version: doc.version,
      });
      toast({
        kind: 'success',
        title: t('codeTab.saved', { name: label(doc.name), version: answer.version }),
      });
      setReviewing(false);
      setEdits(null);
      setStale(false);
    } catch (error) {
      setReviewing(false);
      if (error instanceof ConsoleApiError && error.status === 409) {
        // Someone saved since this text was loaded: keep the operator's text, say so.
        setStale(true);
        toast({ kind: 'warning', title: t('codeTab.conflict') });
      } else {
        failed(t('codeTab.saveFailed'), error);
      }
    }
  };

  const askRestore = (version: DocumentVersionDto) => {
    if (!doc) return;
    setPending({
      title: t('codeTab.versions.confirmTitle', { version: version.version }),
      message: t('codeTab.versions.confirmMessage', {
        name: label(doc.name),
        version: version.version,
      }),
      run: async () => {
        try {
          await restore.mutateAsync({ name: doc.name, version: version.version });
          toast({
            kind: 'success',
            title: t('codeTab.versions.restored', { version: version.version }),
          });
          setEdits(null);
          setStale(false);
        } catch (error) {
          failed(t('codeTab.versions.restoreFailed'), error);
        }
      },
    });
  };

  return (
    <Stack gap="md">
      <Alert color="orange" icon={<IconShieldLock aria-hidden />} title={t('codeTab.warningTitle')}>
        {t('codeTab.warning')}
      </Alert>
      {documents.length > 0 && name && (
        <SegmentedControl
          value={name}
          onChange={pick}
          data={documents.map((d) => ({ value: d.name, label: t(`codeTab.documents.${d.name}`) }))}
          aria-label={t('codeTab.pick')}
          orientation={narrow ? 'vertical' : 'horizontal'}
          fullWidth
        />
      )}
      {!doc ? (
        <Loader aria-label={t('codeTab.loading')} />
      ) : (
        <Card withBorder padding="md">
          <Group justify="space-between" mb="sm" wrap="wrap">
            <Group gap="xs">
              <Title order={3} size="h5">
                {t(`codeTab.documents.${doc.name}`)}
              </Title>
              <Badge variant="light">v{doc.version}</Badge>
              {changed && <Badge color="yellow">{t('codeTab.unsaved')}</Badge>}
            </Group>
            <Group gap="xs">
              <Button variant="default" disabled={!edited} onClick={reopen}>
                {t('codeTab.revert')}
              </Button>
              <Button disabled={!changed || blocked} onClick={() => setReviewing(true)}>
                {t('codeTab.save')}
              </Button>
            </Group>
          </Group>
          {stale && (
            <Alert color="yellow" mb="sm" title={t('codeTab.conflict')}>
              {t('codeTab.conflictHint')}
            </Alert>
          )}
          <JsonDocumentEditor
            key={`${doc.name}:${doc.version}`}
            name={doc.name}
            schema={doc.schema}
            text={text}
            onChange={setEdits}
            problems={problems}
            label={t('codeTab.editorLabel', { name: label(doc.name) })}
          />
          <div role="status" aria-live="polite">
            {!parsed.ok && parsed.blank && (
              <Text c="red" size="sm" mt="xs">
                {t('codeTab.blank')}
              </Text>
            )}
            {!parsed.ok && !parsed.blank && (
              <Text c="red" size="sm" mt="xs">
                {t('codeTab.notJson')}
              </Text>
            )}
            {parsed.ok && problems.length > 0 && (
              <Text c="red" size="sm" mt="xs">
                {t('codeTab.problems', {
                  count: problems.length,
                  first: problemText(problems[0]!),
                })}
              </Text>
            )}
          </div>
        </Card>
      )}
      {doc && (
        <Card withBorder padding="md" component="section">
          <Title order={3} size="h5" mb="sm">
            {t('codeTab.versions.title')}
          </Title>
          <DocumentVersions versions={versions} current={doc.version} onRestore={askRestore} />
        </Card>
      )}
      {doc && (
        <SaveDiffModal
          opened={reviewing}
          name={label(doc.name)}
          original={saved}
          // What will be stored, laid out as the saved version is: the diff shows changes of
          // content, not of spacing.
          modified={parsed.ok ? documentText(parsed.value) : text}
          saving={saving}
          onConfirm={() => void save()}
          onClose={() => setReviewing(false)}
        />
      )}
      <CriticalActionDialog action={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}

/** The document's value against the contracts' zod schema, each issue in the operator's words. */
function schemaProblems(t: TFunction, name: string, value: unknown): SchemaProblem[] {
  if (!isPlatformDocumentName(name)) return [];
  const checked = PLATFORM_DOCUMENTS[name].safeParse(value);
  if (checked.success) return [];
  return checked.error.issues.map((issue) => ({
    path: issue.path.filter((key): key is string | number => typeof key !== 'symbol'),
    message: issueText(t, issue),
  }));
}

function issueText(t: TFunction, issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    return t('codeTab.unknownKeys', { keys: issue.keys.join(', ') });
  }
  return Object.hasOwn(messages, issue.message)
    ? t(`messages.${issue.message as MessageKey}`)
    : t('messages.invalidValue');
}

/** A problem with where it is: `ads.0.title — Valeur invalide`. */
function problemText(problem: SchemaProblem): string {
  return problem.path.length > 0
    ? `${problem.path.join('.')} — ${problem.message}`
    : problem.message;
}
