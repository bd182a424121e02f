import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { GroupDetailDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/describe-error';
import { notifyError } from '../../../../lib/notify';
import { useDownloadGroupPdf, type GroupPdf } from '../../api/download-group-pdf';

const LABELS = {
  statement: { download: 'dashboard.statement.downloadPdf', failed: 'dashboard.statement.failed' },
  report: {
    download: 'dashboard.statement.downloadReport',
    failed: 'dashboard.statement.reportFailed',
  },
} as const satisfies Record<GroupPdf, { download: string; failed: string }>;

/** One PDF download of the group, or a toast saying why not. */
function DownloadPdfButton({ group, kind }: { group: GroupDetailDto; kind: GroupPdf }) {
  const { t } = useTranslation();
  const download = useDownloadGroupPdf(kind);
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(group, {
          onError: (error) =>
            notifyError({ title: t(LABELS[kind].failed), message: describeError(error, t) }),
        })
      }
    >
      {t(LABELS[kind].download)}
    </Button>
  );
}

/**
 * « Relevé PDF » for every member, and « Rapport du groupe (PDF) » for the group's admins, who
 * alone may read every member's payments (the API refuses the others).
 */
export function DownloadPdfButtons({ group }: { group: GroupDetailDto }) {
  return (
    <>
      <DownloadPdfButton group={group} kind="statement" />
      {(group.my_relation === 'admin' || group.is_treasurer) && (
        <DownloadPdfButton group={group} kind="report" />
      )}
    </>
  );
}
