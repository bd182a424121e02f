import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { GroupDetailDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/describe-error';
import { notifyError } from '../../../../lib/notify';
import { useDownloadGroupStatement } from '../../api/download-group-statement';

/** 'Télécharger mon relevé': my CSV statement for this group, or a toast saying why not. */
export function DownloadStatementButton({ group }: { group: GroupDetailDto }) {
  const { t } = useTranslation();
  const download = useDownloadGroupStatement();
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(group, {
          onError: (error) =>
            notifyError({
              title: t('dashboard.statement.failed'),
              message: describeError(error, t),
            }),
        })
      }
    >
      {t('dashboard.statement.download')}
    </Button>
  );
}
