import type { ContractType } from '@lobby/contract';
import { Button, FormAlert, Pagination, Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useErrorText } from '../common/errorText';
import { useMoney } from '../common/money';
import { Muted, Section, SectionTitle, Table, TableScroll } from '../common/page.styles';
import { agentCentreKey, type AgentCentrePageProps } from '../common/pageProps';
import { ContractCard, useRefusalText } from '../contracts/ContractCard';
import { contractsQuery, settlementsQuery, tiersOf, type Contract } from '../contracts/contractKinds';
import { ContractTerms } from '../contracts/ContractTerms';
import { contractMessages as m } from '../contracts/contracts.messages';
import { statusTitles, typeTitles, useProductName } from '../contracts/contractText';
import { Actions, Card, CardList, CardTitle, Status } from '../contracts/contracts.styles';

// The offer form (its selects among them) loads when an upline opens it: most visits only read.
const OfferForm = lazy(() => import('./OfferForm'));

export interface ContractPageProps extends AgentCentrePageProps {
  type: ContractType;
}

/**
 * A contract page (`agentDividend`, `agentDailySalary`, `agentHourlySalary`, `agentRealTimeSalary`), the same for the
 * four types: the agent's contracts of the type with its upline (terms, status, the answers its status allows), the
 * settled periods paid to it, and its direct downline agents' contracts of the type, to offer, withdraw or end.
 */
export function ContractPage(props: ContractPageProps) {
  const { client, memberId, type } = props;
  const intl = useIntl();
  const mineId = useId();
  const recordsId = useId();
  const downlinesId = useId();
  const contracts = useQuery(contractsQuery(client, memberId, type));
  // What the last answer did or why it was refused: said above the list, which may drop the contract once read again.
  const [outcome, setOutcome] = useState<{ message: string; refused: boolean } | null>(null);

  return (
    <Section aria-label={intl.formatMessage(typeTitles[type])}>
      <Section aria-labelledby={mineId}>
        <SectionTitle id={mineId}>{intl.formatMessage(m.mineTitle)}</SectionTitle>
        {outcome?.refused && <FormAlert>{outcome.message}</FormAlert>}
        <p role="status">{outcome && !outcome.refused ? outcome.message : ''}</p>
        <Loaded query={contracts}>
          {(data) =>
            data.mine.length === 0 ? (
              <Muted>{intl.formatMessage(m.mineEmpty)}</Muted>
            ) : (
              <CardList>
                {data.mine.map((contract) => (
                  <ContractCard
                    key={String(contract.id)}
                    client={client}
                    memberId={memberId}
                    currency={props.currency}
                    type={type}
                    contract={contract}
                    onDone={(message) => setOutcome({ message, refused: false })}
                    onRefused={(message) => setOutcome({ message, refused: true })}
                  />
                ))}
              </CardList>
            )
          }
        </Loaded>
      </Section>
      <Section aria-labelledby={recordsId}>
        <SectionTitle id={recordsId}>{intl.formatMessage(m.recordsTitle)}</SectionTitle>
        <Settlements {...props} />
      </Section>
      <Section aria-labelledby={downlinesId}>
        <SectionTitle id={downlinesId}>{intl.formatMessage(m.downlinesTitle)}</SectionTitle>
        <Loaded query={contracts}>
          {(data) =>
            data.downlines.length === 0 ? (
              <Muted>{intl.formatMessage(m.downlinesEmpty)}</Muted>
            ) : (
              <CardList>
                {data.downlines.map((downline) => (
                  <Downline key={downline.username} {...props} downline={downline} />
                ))}
              </CardList>
            )
          }
        </Loaded>
      </Section>
    </Section>
  );
}

/** A query's data, or its spinner, or why it failed with a retry. */
function Loaded<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  if (query.isPending) return <Spinner label={intl.formatMessage(m.loading)} />;
  if (query.isError || query.data === undefined) {
    return (
      <>
        <FormAlert>
          {intl.formatMessage(m.failed)} {errorText(query.error)}
        </FormAlert>
        <div>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      </>
    );
  }
  return children(query.data);
}

function Settlements({ client, memberId, type, currency }: ContractPageProps) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const records = useQuery(settlementsQuery(client, memberId, type, page));
  const { money, signed } = useMoney(currency);
  const productName = useProductName();
  const captionId = useId();
  // A day or longer is named by its UTC dates (the platform's periods are UTC); an hour or 5 minutes by local times.
  const periodText = (start: number, end: number) => {
    if (type === 'daily') return intl.formatDate(start, { dateStyle: 'medium', timeZone: 'UTC' });
    if (type === 'dividend') {
      const date = (time: number) => intl.formatDate(time, { dateStyle: 'medium', timeZone: 'UTC' });
      return `${date(start)} – ${date(end - 1)}`;
    }
    return `${intl.formatDate(start, { dateStyle: 'short', timeStyle: 'short' })} – ${intl.formatTime(end, { timeStyle: 'short' })}`;
  };
  return (
    <Loaded query={records}>
      {(data) =>
        data.list.length === 0 ? (
          <Muted>{intl.formatMessage(m.recordsEmpty)}</Muted>
        ) : (
          <>
            <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
              <Table>
                <caption id={captionId}>{intl.formatMessage(m.recordsCaption)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage(m.colPeriod)}</th>
                    <th scope="col">{intl.formatMessage(m.product)}</th>
                    <th scope="col">{intl.formatMessage(m.colTurnover)}</th>
                    <th scope="col">{intl.formatMessage(m.colActive)}</th>
                    {type === 'dividend' && <th scope="col">{intl.formatMessage(m.colNetLoss)}</th>}
                    <th scope="col">{intl.formatMessage(m.colTier)}</th>
                    <th scope="col">{intl.formatMessage(m.colPaid)}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((record) => (
                    <tr key={String(record.id)}>
                      <th scope="row">
                        <bdi>{periodText(record.startTime, record.endTime)}</bdi>
                      </th>
                      <td>{productName(record.productType)}</td>
                      <td>{money(record.betVolume)}</td>
                      <td>{intl.formatNumber(record.activeMembers)}</td>
                      {type === 'dividend' && <td>{signed(record.netLoss)}</td>}
                      <td>
                        {record.tier > 0
                          ? intl.formatMessage(m.tier, { n: record.tier })
                          : intl.formatMessage(m.noTier)}
                      </td>
                      <td>{money(record.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
            <Pagination
              page={page}
              totalPages={data.totalPages}
              onPageChange={setPage}
              formatNumber={(n) => intl.formatNumber(n)}
              labels={{
                previous: intl.formatMessage(m.previous),
                next: intl.formatMessage(m.next),
                page: (n) => intl.formatMessage(m.page, { n }),
                nav: intl.formatMessage(m.pages),
              }}
            />
          </>
        )
      }
    </Loaded>
  );
}

type DownlineContracts = { username: string; nickname?: string | null | undefined; contracts: Contract[] };

/**
 * A direct downline agent and its live contracts of the type, offered by this agent: withdraw an offer not answered,
 * ask to end one in force; offer one when it holds none (the form below its name).
 */
function Downline({ downline, ...props }: ContractPageProps & { downline: DownlineContracts }) {
  const { client, memberId, type, currency } = props;
  const intl = useIntl();
  const titleId = useId();
  const productName = useProductName();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const [offering, setOffering] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: ({ contract, action }: { contract: Contract; action: 'withdraw' | 'terminate' }) =>
      client.call(action === 'withdraw' ? 'withdrawAgentContract' : 'terminateAgentContract', {
        contractId: contract.id,
      }),
    onSuccess: (_value, { action }) =>
      setNotice(
        action === 'withdraw'
          ? intl.formatMessage(m.withdrawnDone)
          : intl.formatMessage(m.terminationAsked, { name: downline.username }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentCentreKey(memberId) }),
  });
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>
        <bdi>{downline.username}</bdi>
        {downline.nickname ? ` · ${downline.nickname}` : ''}
      </CardTitle>
      {notice && <p role="status">{notice}</p>}
      {change.error && <FormAlert>{refusalText(change.error)}</FormAlert>}
      {downline.contracts.length === 0 && <Muted>{intl.formatMessage(m.noDownlineContract)}</Muted>}
      {downline.contracts.map((contract) => {
        const product = productName(contract.productType);
        const status = contract.status as keyof typeof statusTitles;
        return (
          <div key={String(contract.id)}>
            <Status>
              {product} · {statusTitles[status] ? intl.formatMessage(statusTitles[status]) : contract.status}
            </Status>
            <ContractTerms
              type={type}
              tiers={tiersOf(type, contract)}
              caption={intl.formatMessage(m.downlineTermsCaption, { product, name: downline.username })}
              currency={currency}
            />
            <Actions>
              {status === 'P' && (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={change.isPending}
                  onClick={() => change.mutate({ contract, action: 'withdraw' })}
                >
                  {intl.formatMessage(m.withdraw)}
                </Button>
              )}
              {status === 'E' && (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={change.isPending}
                  onClick={() => change.mutate({ contract, action: 'terminate' })}
                >
                  {intl.formatMessage(m.requestTermination)}
                </Button>
              )}
            </Actions>
          </div>
        );
      })}
      {offering ? (
        <Suspense fallback={<Spinner label={intl.formatMessage(m.loading)} />}>
          <OfferForm
            {...props}
            username={downline.username}
            held={downline.contracts.map((contract) => contract.productType)}
            onDone={(sent) => {
              setOffering(false);
              if (sent) setNotice(intl.formatMessage(m.offered, { name: downline.username }));
            }}
          />
        </Suspense>
      ) : (
        <Actions>
          <Button
            size="sm"
            aria-expanded={false}
            onClick={() => {
              setNotice(null);
              setOffering(true);
            }}
          >
            {intl.formatMessage(m.offer)}
          </Button>
        </Actions>
      )}
    </Card>
  );
}
