import { Button, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { LOAN_BOOK_VIEWS, type LoanBookView } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useLoanBook } from '../api/get-loan-book';
import { BackLink } from './back-link';
import { LoanRow } from './loan-row';

const isView = (value: string | null): value is LoanBookView =>
  (LOAN_BOOK_VIEWS as readonly (string | null)[]).includes(value);

/** One tab's loans, newest first, and the next page while the API names one. */
function LoanBookList({
  query,
  view,
}: {
  query: ReturnType<typeof useLoanBook>;
  view: LoanBookView;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loader aria-label={t('app.loading')} />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  const loans = query.data.pages.flatMap((page) => page.loans);
  if (loans.length === 0) return <Text c="dimmed">{t(`loans.book.empty.${view}`)}</Text>;
  return (
    <Stack gap="xs">
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {loans.map((loan) => (
          <LoanRow key={loan.id} loan={loan} showBorrower />
        ))}
      </Stack>
      {query.hasNextPage && (
        <Button
          variant="light"
          className="tap-target"
          style={{ alignSelf: 'center' }}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('loans.book.loadMore')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * `/groups/:groupId/loans`: the group's loan book, for its admins and treasurers. One tab at a
 * time (its name in the URL, `?view=`), each with its count: the applications under way, the
 * loans being repaid, those late, and those over; each loan leads to its page.
 */
export function LoanBookPage() {
  const { t } = useTranslation();
  const { groupId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view: LoanBookView = isView(asked) ? asked : 'applications';
  const query = useLoanBook(groupId, view);
  const counts = query.data?.pages[0]?.counts;
  return (
    <Stack>
      <div>
        <BackLink to={`/groups/${groupId}`} label={t('loans.page.backToGroup')} />
        <Title order={1} fz="h2">
          {t('loans.book.title')}
        </Title>
      </div>
      <Tabs
        value={view}
        onChange={(next) => {
          if (isView(next)) setParams({ view: next }, { replace: true });
        }}
      >
        <Tabs.List>
          {LOAN_BOOK_VIEWS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {counts
                ? t('loans.book.tabLabel', {
                    label: t(`loans.book.tabs.${tab}`),
                    count: counts[tab],
                  })
                : t(`loans.book.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LOAN_BOOK_VIEWS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            {tab === view && <LoanBookList query={query} view={view} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
