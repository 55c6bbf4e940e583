import { refusalCode } from '@lobby/api-client';
import { accountRecordTypes, agentReportRules, errorCodes, recordLimits } from '@lobby/contract';
import { Button, Select, Spinner, TextField } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useMoney } from '../common/money';
import { Filters, Section, Table, TableScroll } from '../common/page.styles';
import { agentCentreKey, type AgentCentrePageProps } from '../common/pageProps';
import { LoadFailure, ReportPagination } from '../common/ReportParts';
import { accountDetailsMessages as m } from './AccountDetailsPage.messages';
import { allTypes, firstDetailsFilter, rangeProblem, type DetailsFilter, type RangeProblem } from './accountDetails';

const typeOf = (text: string) => accountRecordTypes.find((type) => type === text);
const statusOf = (text: string) =>
  text === 'SUCCESS' || text === 'PENDING' || text === 'FAILED' || text === 'REJECTED' ? text : undefined;

/**
 * Account details (`agentDownlineTransactionDetailsCopy`): the movements of the team's main wallets over the days
 * chosen (at most 31), of one member of the team or all, of one type or all (the account record's types), newest
 * first, paged: when, whose, what, the amount signed, the balance after it and its status. A name outside the team
 * is refused at its field.
 */
export function AccountDetailsPage({ client, memberId, currency }: AgentCentrePageProps) {
  const intl = useIntl();
  const captionId = useId();
  const [draft, setDraft] = useState<DetailsFilter>(() => firstDetailsFilter());
  const [applied, setApplied] = useState<DetailsFilter>(draft);
  const [problem, setProblem] = useState<RangeProblem | undefined>();
  const [page, setPage] = useState(1);
  const { money, signed } = useMoney(currency);
  const details = useQuery({
    queryKey: agentCentreKey(memberId, 'downlineTransactions', applied, page),
    queryFn: ({ signal }) =>
      client.call(
        'agentDownlineTransactions',
        {
          startDate: applied.from,
          endDate: applied.to,
          ...(applied.username ? { username: applied.username } : {}),
          ...(applied.type === allTypes ? {} : { type: applied.type }),
          page,
          size: agentReportRules.pageSize,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const notInTeam = details.isError && refusalCode(details.error) === errorCodes.downlineNotFound;
  const search = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(draft.from, draft.to);
    setProblem(found);
    if (found) return;
    setApplied({ ...draft, username: draft.username.trim() });
    setPage(1);
  };
  const typeWord = (text: string) => {
    const type = typeOf(text);
    return type ? intl.formatMessage(m[type]) : text;
  };
  const statusWord = (text: string) => {
    const status = statusOf(text);
    return status ? intl.formatMessage(m[status]) : text;
  };
  const problemText =
    problem === 'rangeTooLong'
      ? intl.formatMessage(m.rangeTooLong, { days: recordLimits.maxRangeDays })
      : problem
        ? intl.formatMessage(m[problem])
        : undefined;

  return (
    <Section aria-label={intl.formatMessage(m.title)}>
      <Filters as="form" role="search" noValidate onSubmit={search}>
        <TextField
          label={intl.formatMessage(m.username)}
          hint={intl.formatMessage(m.usernameHint)}
          error={notInTeam ? intl.formatMessage(m.notInTeam) : undefined}
          value={draft.username}
          maxLength={agentReportRules.searchMaxLength}
          autoComplete="off"
          onChange={(event) => setDraft({ ...draft, username: event.target.value })}
        />
        <Select
          label={intl.formatMessage(m.type)}
          options={[
            { value: allTypes, label: intl.formatMessage(m.allTypes) },
            ...accountRecordTypes.map((type) => ({ value: type, label: intl.formatMessage(m[type]) })),
          ]}
          value={draft.type}
          onValueChange={(type) => setDraft({ ...draft, type })}
        />
        <TextField
          type="date"
          label={intl.formatMessage(m.from)}
          value={draft.from}
          error={problem === 'dateMissing' && !draft.from ? problemText : undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          type="date"
          label={intl.formatMessage(m.to)}
          value={draft.to}
          error={problem && !(problem === 'dateMissing' && !draft.from) ? problemText : undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit">{intl.formatMessage(m.find)}</Button>
      </Filters>
      {details.isPending ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : notInTeam ? null : details.isError ? (
        <LoadFailure
          message={intl.formatMessage(m.failed)}
          error={details.error}
          onRetry={() => void details.refetch()}
        />
      ) : details.data.list.length === 0 ? (
        <p>{intl.formatMessage(m.empty)}</p>
      ) : (
        <>
          <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
            <Table>
              <caption id={captionId}>{intl.formatMessage(m.caption, { count: details.data.totalCount })}</caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.time)}</th>
                  <th scope="col">{intl.formatMessage(m.member)}</th>
                  <th scope="col">{intl.formatMessage(m.type)}</th>
                  <th scope="col">{intl.formatMessage(m.amount)}</th>
                  <th scope="col">{intl.formatMessage(m.balance)}</th>
                  <th scope="col">{intl.formatMessage(m.status)}</th>
                  <th scope="col">{intl.formatMessage(m.remark)}</th>
                </tr>
              </thead>
              <tbody>
                {details.data.list.map((row) => (
                  <tr key={String(row.id)}>
                    <th scope="row">{intl.formatDate(row.txTime, { dateStyle: 'medium', timeStyle: 'short' })}</th>
                    <td>{row.username}</td>
                    <td>{typeWord(row.type)}</td>
                    <td>{signed(row.amount)}</td>
                    <td>{row.balance == null ? '' : money(row.balance)}</td>
                    <td>{statusWord(row.status)}</td>
                    <td>{row.remark ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
          <ReportPagination page={page} totalPages={details.data.totalPages} onPageChange={setPage} />
        </>
      )}
    </Section>
  );
}
