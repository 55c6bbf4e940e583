import { agentDownlineRules, type ValueOf } from '@lobby/contract';
import {
  Button,
  Checkbox,
  FormAlert,
  Pagination,
  Select,
  Spinner,
  TextField,
  VisuallyHidden,
} from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useErrorText } from '../common/errorText';
import { useMoney } from '../common/money';
import { Muted, Section, Table, TableScroll } from '../common/page.styles';
import type { AgentCentrePageProps } from '../common/pageProps';
import { downlinesQuery, firstFilter, knownStatus, type DownlineFilter } from './downlines';
import { teamManagementMessages as m } from './TeamManagementPage.messages';
import { MemberCell, Nickname, SearchForm, SelectionBar, Tag } from './TeamManagementPage.styles';
import { TransferPanel, type Payee } from './TransferPanel';

type Downline = ValueOf<'agentDownlines'>['list'][number];

/** The merchant's flag that lets an agent pay several downlines in one transfer. */
export const severalAtOnceFlag = 'AGENTRANSMULTDOWN3';

/**
 * Team management (`downlineManagmentView`): the agent's downlines at every level or the direct ones, searched by
 * username and paged, each with its level, upline, balance, last login and status; a transfer to one of them, or to
 * several chosen in the list when the merchant allows it (`AGENTRANSMULTDOWN3`), from the agent's main wallet.
 */
export function TeamManagementPage(props: AgentCentrePageProps) {
  const { client, memberId, currency, isFlagOn } = props;
  const intl = useIntl();
  const errorText = useErrorText();
  const [filter, setFilter] = useState<DownlineFilter>(firstFilter);
  const [searchText, setSearchText] = useState('');
  const [scope, setScope] = useState<DownlineFilter['scope']>('all');
  const [chosen, setChosen] = useState<ReadonlyMap<string, Payee>>(new Map());
  const [payees, setPayees] = useState<readonly Payee[] | null>(null);
  const openedFrom = useRef<HTMLElement | null>(null);
  const severalAtOnce = isFlagOn?.(severalAtOnceFlag) ?? false;
  const downlines = useQuery(downlinesQuery(client, memberId, filter));
  const { money } = useMoney(currency);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ search: searchText.trim(), scope, page: 1 });
  };
  const openTransfer = (to: readonly Payee[], from: HTMLElement) => {
    openedFrom.current = from;
    setPayees(to);
  };
  const closeTransfer = () => {
    setPayees(null);
    // Back to the control that opened the form, when it is still on the page.
    requestAnimationFrame(() => openedFrom.current?.isConnected && openedFrom.current.focus());
  };
  const toggle = (downline: Downline, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on && next.size < agentDownlineRules.maxTransferDownlines) next.set(downline.username, payeeOf(downline));
      else next.delete(downline.username);
      return next;
    });

  return (
    // The centre's frame shows the page's title as its heading: the section is named by it without repeating it.
    <Section aria-label={intl.formatMessage(m.title)}>
      <SearchForm role="search" onSubmit={search}>
        <TextField
          label={intl.formatMessage(m.search)}
          value={searchText}
          maxLength={agentDownlineRules.searchMaxLength}
          autoComplete="off"
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Select
          label={intl.formatMessage(m.scope)}
          options={[
            { value: 'all', label: intl.formatMessage(m.scopeAll) },
            { value: 'direct', label: intl.formatMessage(m.scopeDirect) },
          ]}
          value={scope}
          onValueChange={(value) => setScope(value === 'direct' ? 'direct' : 'all')}
        />
        <Button type="submit">{intl.formatMessage(m.find)}</Button>
      </SearchForm>

      {payees && (
        <TransferPanel {...props} payees={payees} onClose={closeTransfer} onDone={() => setChosen(new Map())} />
      )}

      {downlines.isPending ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : downlines.isError ? (
        <>
          <FormAlert>
            {intl.formatMessage(m.failed)} {errorText(downlines.error)}
          </FormAlert>
          <div>
            <Button variant="secondary" onClick={() => void downlines.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          </div>
        </>
      ) : downlines.data.list.length === 0 ? (
        <p>{intl.formatMessage(filter.search || filter.scope === 'direct' ? m.noMatch : m.noTeam)}</p>
      ) : (
        <>
          {severalAtOnce && chosen.size > 0 && (
            <SelectionBar>
              <Button onClick={(event) => openTransfer([...chosen.values()], event.currentTarget)}>
                {intl.formatMessage(m.transferSelected, { count: chosen.size })}
              </Button>
              <Button variant="ghost" onClick={() => setChosen(new Map())}>
                {intl.formatMessage(m.clearSelection)}
              </Button>
            </SelectionBar>
          )}
          <DownlineTable
            list={downlines.data.list}
            totalCount={downlines.data.totalCount}
            money={money}
            chosen={severalAtOnce ? chosen : undefined}
            onToggle={toggle}
            onTransfer={(downline, from) => openTransfer([payeeOf(downline)], from)}
          />
          <Muted>{intl.formatMessage(m.statusExplained)}</Muted>
          <Pagination
            page={filter.page}
            totalPages={downlines.data.totalPages}
            onPageChange={(page) => setFilter((current) => ({ ...current, page }))}
            labels={{
              previous: intl.formatMessage(m.previous),
              next: intl.formatMessage(m.next),
              page: (n) => intl.formatMessage(m.page, { page: intl.formatNumber(n) }),
              nav: intl.formatMessage(m.pages),
            }}
            formatNumber={(n) => intl.formatNumber(n)}
          />
        </>
      )}
    </Section>
  );
}

const payeeOf = (downline: Downline): Payee => ({ username: downline.username });

interface DownlineTableProps {
  list: readonly Downline[];
  totalCount: number;
  money: (amount: number) => string;
  /** The downlines chosen for a transfer to several; no choosing when undefined. */
  chosen: ReadonlyMap<string, Payee> | undefined;
  onToggle: (downline: Downline, on: boolean) => void;
  onTransfer: (downline: Downline, from: HTMLElement) => void;
}

function DownlineTable({ list, totalCount, money, chosen, onToggle, onTransfer }: DownlineTableProps) {
  const intl = useIntl();
  const captionId = useId();
  const when = (at: number | null | undefined) =>
    at == null ? intl.formatMessage(m.never) : intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  const statusText = (status: string) => {
    const known = knownStatus(status);
    return known ? intl.formatMessage(m[known]) : status;
  };

  return (
    <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId}>{intl.formatMessage(m.caption, { count: totalCount })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.username)}</th>
            <th scope="col">{intl.formatMessage(m.level)}</th>
            <th scope="col">{intl.formatMessage(m.upline)}</th>
            <th scope="col">{intl.formatMessage(m.balance)}</th>
            <th scope="col">{intl.formatMessage(m.lastLogin)}</th>
            <th scope="col">{intl.formatMessage(m.status)}</th>
            <th scope="col">{intl.formatMessage(m.actions)}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((downline) => (
            <tr key={downline.username}>
              <th scope="row">
                <MemberCell>
                  {chosen && (
                    <Checkbox
                      label={
                        <VisuallyHidden>{intl.formatMessage(m.select, { name: downline.username })}</VisuallyHidden>
                      }
                      checked={chosen.has(downline.username)}
                      onCheckedChange={(checked) => onToggle(downline, checked === true)}
                    />
                  )}
                  <bdi>{downline.username}</bdi>
                  {downline.nickname && <Nickname>{downline.nickname}</Nickname>}
                  {downline.agent && <Tag>{intl.formatMessage(m.agent)}</Tag>}
                </MemberCell>
              </th>
              <td>{intl.formatNumber(downline.level)}</td>
              <td>
                <bdi>{downline.uplineName}</bdi>
              </td>
              <td>{money(Number(downline.balance))}</td>
              <td>{when(downline.lastLoginTime == null ? null : Number(downline.lastLoginTime))}</td>
              <td>{statusText(downline.status)}</td>
              <td>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={intl.formatMessage(m.transferTo, { name: downline.username })}
                  onClick={(event) => onTransfer(downline, event.currentTarget)}
                >
                  {intl.formatMessage(m.actions)}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
