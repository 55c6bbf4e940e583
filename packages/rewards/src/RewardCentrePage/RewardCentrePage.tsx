import type { MemberPromotion, RewardTicket } from '@lobby/contract';
import { AlertDialog, Button, Card, FormAlert, Spinner, VisuallyHidden } from '@lobby/design-system';
import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useErrorText } from '../common/errorText';
import { Actions, Facts, List, Muted, Notice, Page, Section, SectionTitle, StatusTag } from '../common/page.styles';
import type { RewardsPageProps } from '../common/pageProps';
import { promotionsQuery, raffleStatusQuery, ticketsQuery, timeOf, vouchersQuery } from '../common/rewards';
import { promotionStatusMessages, toneOf } from '../common/status.messages';
import { movesMoney, useRewardAction, type RewardAction, type RewardActionOutcome } from '../common/useRewardAction';
import { rewardCentrePageMessages as m, raffleMessages as r } from './RewardCentrePage.messages';

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

type Money = (amount: number) => string;

/**
 * The reward centre (`rewardCenter`, `/rewards`; contract §2.8): the member's promotions with their statuses and the
 * rewards ready to claim, the lucky draws (not started, running with a countdown, ended, the ticket taken), cash
 * tickets to claim or cancel and deposit vouchers with their expiry, and the history of what was claimed, cancelled or
 * left to expire. Every claim pays once (an idempotency key; one action at a time), then the lists, the balances and
 * the menu's reward badge are read again.
 */
export function RewardCentrePage({ client, memberId, currency, onMoneyMoved, onCountsChanged }: RewardsPageProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const headingId = useId();
  const promotions = useQuery(promotionsQuery(client, memberId));
  const tickets = useQuery(ticketsQuery(client, memberId));
  const vouchers = useQuery(vouchersQuery(client, memberId));
  const [done, setDone] = useState<RewardActionOutcome | null>(null);
  const [cancelling, setCancelling] = useState<RewardTicket | null>(null);
  const action = useRewardAction({ client, memberId, onMoneyMoved, onCountsChanged, onDone: setDone });
  const money: Money = (amount) => formatMoney(intl, amount, currency);
  const queries = [promotions, tickets, vouchers];

  const page = (children: ReactNode) => (
    <Page>
      <Section aria-labelledby={headingId}>
        <SectionTitle id={headingId}>{intl.formatMessage(m.title)}</SectionTitle>
        {children}
      </Section>
    </Page>
  );
  if (queries.some((query) => query.isError)) {
    return page(
      <>
        <FormAlert>{intl.formatMessage(m.failed)}</FormAlert>
        <Actions>
          <Button
            variant="secondary"
            onClick={() => {
              for (const query of queries) if (query.isError) void query.refetch();
            }}
          >
            {intl.formatMessage(m.retry)}
          </Button>
        </Actions>
      </>,
    );
  }
  if (!promotions.data || !tickets.data || !vouchers.data)
    return page(<Spinner label={intl.formatMessage(m.loading)} />);

  const list = promotions.data.list;
  const raffles = list.filter((row) => row.promotionType === 'RAFFLE');
  const others = list.filter((row) => row.promotionType !== 'RAFFLE' && row.status !== 'closed');
  const usable = (rows: readonly RewardTicket[]) => rows.filter((row) => row.status === 'AVAILABLE');
  const nameOf = (ticketId: string | number) =>
    [...tickets.data.list, ...vouchers.data.list].find((row) => String(row.ticketId) === String(ticketId))?.name ?? '';

  const notice = (() => {
    if (!done) return null;
    if (done.amount !== undefined) return intl.formatMessage(m.claimed, { amount: money(done.amount) });
    if (done.ticket)
      return intl.formatMessage(m.ticketTaken, {
        ...done.ticket,
        from: done.ticket.startDateStr,
        to: done.ticket.endDateStr,
      });
    if (done.action.kind === 'cancelTicket')
      return intl.formatMessage(m.cancelled, { name: nameOf(done.action.ticketId) });
    if (done.action.kind === 'join') return intl.formatMessage(m.joined);
    return null;
  })();
  const act = (next: RewardAction) => {
    setDone(null);
    action.act(next);
  };
  const acting = (matches: (pending: RewardAction) => boolean) =>
    action.isPending && action.variables !== undefined && matches(action.variables);

  return page(
    <>
      <Muted>{intl.formatMessage(m.intro)}</Muted>
      {notice && <Notice>{notice}</Notice>}
      {action.isError && (
        <FormAlert>{errorText(action.error, action.variables ? movesMoney(action.variables) : false)}</FormAlert>
      )}

      <Part
        title={intl.formatMessage(m.promotions)}
        empty={others.length === 0 ? intl.formatMessage(m.noPromotions) : null}
      >
        {others.map((promotion) => (
          <li key={String(promotion.promotionId)}>
            <PromotionCard
              promotion={promotion}
              money={money}
              busy={action.isPending}
              pending={acting((p) => 'promotionId' in p && String(p.promotionId) === String(promotion.promotionId))}
              onAct={act}
            />
          </li>
        ))}
      </Part>

      <Part title={intl.formatMessage(m.raffles)} empty={raffles.length === 0 ? intl.formatMessage(m.noRaffles) : null}>
        {raffles.map((raffle) => (
          <li key={String(raffle.promotionId)}>
            <RaffleCard
              raffle={raffle}
              client={client}
              memberId={memberId}
              busy={action.isPending}
              pending={acting((p) => p.kind === 'raffle' && String(p.promotionId) === String(raffle.promotionId))}
              onAct={act}
            />
          </li>
        ))}
      </Part>

      <Part
        title={intl.formatMessage(m.tickets)}
        empty={usable(tickets.data.list).length === 0 ? intl.formatMessage(m.noTickets) : null}
      >
        {usable(tickets.data.list).map((ticket) => (
          <li key={String(ticket.ticketId)}>
            <TicketCard
              ticket={ticket}
              money={money}
              busy={action.isPending}
              pending={acting((p) => p.kind === 'claimTicket' && String(p.ticketId) === String(ticket.ticketId))}
              onClaim={() => act({ kind: 'claimTicket', ticketId: ticket.ticketId })}
              onCancel={() => setCancelling(ticket)}
            />
          </li>
        ))}
      </Part>

      <Part
        title={intl.formatMessage(m.vouchers)}
        empty={usable(vouchers.data.list).length === 0 ? intl.formatMessage(m.noVouchers) : null}
      >
        {usable(vouchers.data.list).map((voucher) => (
          <li key={String(voucher.ticketId)}>
            <TicketCard
              ticket={voucher}
              money={money}
              busy={action.isPending}
              onCancel={() => setCancelling(voucher)}
            />
          </li>
        ))}
      </Part>

      <History promotions={list} tickets={[...tickets.data.list, ...vouchers.data.list]} money={money} />

      <AlertDialog
        kind="confirm"
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={intl.formatMessage(m.cancelTitle)}
        message={intl.formatMessage(m.cancelMessage, { name: cancelling?.name ?? '' })}
        okLabel={intl.formatMessage(m.cancelOk)}
        okVariant="danger"
        cancelLabel={intl.formatMessage(m.keep)}
        onOk={() => {
          if (cancelling) act({ kind: 'cancelTicket', ticketId: cancelling.ticketId });
          setCancelling(null);
        }}
      />
    </>,
  );
}

/** A part of the centre: its heading, and its cards or a sentence when it has none. */
function Part({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {empty === null ? <List>{children}</List> : <Muted>{empty}</Muted>}
    </Section>
  );
}

/** A button whose visible word is completed, for assistive technology, by what it acts on. */
function NamedButton({ word, name, ...rest }: { word: string; name: string } & Parameters<typeof Button>[0]) {
  return (
    <Button size="sm" {...rest}>
      <span aria-hidden="true">{word}</span>
      <VisuallyHidden>{name}</VisuallyHidden>
    </Button>
  );
}

interface PromotionCardProps {
  promotion: MemberPromotion;
  money: Money;
  busy: boolean;
  pending: boolean;
  onAct: (action: RewardAction) => void;
}

function PromotionCard({ promotion, money, busy, pending, onAct }: PromotionCardProps) {
  const intl = useIntl();
  const title = promotion.title ?? '';
  const end = timeOf(promotion.endTime);
  const id = promotion.promotionId;
  const amount = promotion.amount === null || promotion.amount === undefined ? undefined : Number(promotion.amount);
  const claimKind =
    promotion.status === 'issued' ? 'claimIssued' : promotion.status === 'claim' ? 'claimLogin' : undefined;
  const actions = claimKind ? (
    <NamedButton
      word={intl.formatMessage(m.claim)}
      name={intl.formatMessage(m.claimNamed, { name: title })}
      loading={pending}
      disabled={busy}
      onClick={() => onAct({ kind: claimKind, promotionId: id })}
    />
  ) : promotion.status === 'join' && promotion.promotionType === 'REGISTER' ? (
    <NamedButton
      word={intl.formatMessage(m.join)}
      name={intl.formatMessage(m.joinNamed, { name: title })}
      variant="secondary"
      loading={pending}
      disabled={busy}
      onClick={() => onAct({ kind: 'join', promotionId: id })}
    />
  ) : undefined;
  return (
    <Card heading={title} headingLevel={5} padding="sm" actions={actions}>
      <Facts>
        <dt>{intl.formatMessage(m.status)}</dt>
        <dd>
          <StatusTag $tone={toneOf(promotion.status)}>
            {intl.formatMessage(promotionStatusMessages[promotion.status])}
          </StatusTag>
        </dd>
        {amount !== undefined && (
          <>
            <dt>{intl.formatMessage(m.reward)}</dt>
            <dd>
              <bdi>{money(amount)}</bdi>
            </dd>
          </>
        )}
        <dt>{intl.formatMessage(m.ends)}</dt>
        <dd>{end === undefined ? intl.formatMessage(m.noEnd) : intl.formatDate(end, dateTime)}</dd>
      </Facts>
      {promotion.status === 'join' && promotion.promotionType === 'MANUAL' && (
        <Muted>{intl.formatMessage(m.applyThere)}</Muted>
      )}
    </Card>
  );
}

interface TicketCardProps {
  ticket: RewardTicket;
  money: Money;
  busy: boolean;
  pending?: boolean;
  onClaim?: () => void;
  onCancel: () => void;
}

function TicketCard({ ticket, money, busy, pending = false, onClaim, onCancel }: TicketCardProps) {
  const intl = useIntl();
  const percentage =
    ticket.percentage === null || ticket.percentage === undefined ? undefined : Number(ticket.percentage);
  return (
    <Card
      heading={ticket.name}
      headingLevel={5}
      padding="sm"
      actions={
        <Actions>
          {onClaim && (
            <NamedButton
              word={intl.formatMessage(m.claim)}
              name={intl.formatMessage(m.claimNamed, { name: ticket.name })}
              loading={pending}
              disabled={busy}
              onClick={onClaim}
            />
          )}
          <NamedButton
            word={intl.formatMessage(m.cancel)}
            name={intl.formatMessage(m.cancelNamed, { name: ticket.name })}
            variant="secondary"
            disabled={busy}
            onClick={onCancel}
          />
        </Actions>
      }
    >
      <Facts>
        <dt>{intl.formatMessage(m.value)}</dt>
        <dd>
          <bdi>
            {percentage === undefined
              ? money(Number(ticket.amount))
              : intl.formatMessage(m.voucherValue, {
                  percentage: intl.formatNumber(percentage / 100, { style: 'percent' }),
                  amount: money(Number(ticket.amount)),
                })}
          </bdi>
        </dd>
        <dt>{intl.formatMessage(m.validUntil)}</dt>
        <dd>{intl.formatDate(Number(ticket.endTime), dateTime)}</dd>
      </Facts>
      {percentage !== undefined && <Muted>{intl.formatMessage(m.voucherUse)}</Muted>}
    </Card>
  );
}

/** `1 day 04:05:09`, `00:12:30`: a countdown in the member's locale. */
function useCountdown(seconds: number | undefined): string | undefined {
  const intl = useIntl();
  const [now, setNow] = useState(() => Date.now());
  const [from] = useState(() => Date.now());
  useEffect(() => {
    if (seconds === undefined || seconds <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  if (seconds === undefined) return undefined;
  const left = Math.max(0, seconds - Math.floor((now - from) / 1000));
  const days = Math.floor(left / 86_400);
  const two = (n: number) => intl.formatNumber(n, { minimumIntegerDigits: 2, useGrouping: false });
  const time = `${two(Math.floor((left % 86_400) / 3600))}:${two(Math.floor((left % 3600) / 60))}:${two(left % 60)}`;
  return days > 0 ? intl.formatMessage(r.days, { days, time }) : time;
}

interface RaffleCardProps {
  raffle: MemberPromotion;
  client: RewardsPageProps['client'];
  memberId: string;
  busy: boolean;
  pending: boolean;
  onAct: (action: RewardAction) => void;
}

/** A lucky draw: its state from `rafflePromotionStatus`, the countdown to its start or end, the ticket taken. */
function RaffleCard({ raffle, client, memberId, busy, pending, onAct }: RaffleCardProps) {
  const intl = useIntl();
  const scheduleId = raffle.raffleScheduleId;
  const status = useQuery({
    ...raffleStatusQuery(client, memberId, { promotionId: raffle.promotionId, scheduleId: scheduleId ?? '' }),
    enabled: scheduleId !== null && scheduleId !== undefined,
  });
  const yes = (flag: unknown) => flag === 'Y' || flag === true || flag === 1 || flag === '1';
  const value = status.data;
  const claimed = yes(value?.isClaimed);
  const started = yes(value?.hasStarted);
  const ended = yes(value?.hasEnded);
  const seconds = value?.time === null || value?.time === undefined ? undefined : Number(value.time);
  const countdown = useCountdown(ended ? undefined : seconds);
  const title = raffle.title ?? '';
  const state = claimed ? r.claimed : ended ? r.ended : started ? r.running : r.notStarted;
  const ticket = raffle.raffleTicket;
  return (
    <Card
      heading={title}
      headingLevel={5}
      padding="sm"
      actions={
        value && started && !ended && !claimed && scheduleId !== null && scheduleId !== undefined ? (
          <NamedButton
            word={intl.formatMessage(r.getTicket)}
            name={intl.formatMessage(r.getTicketNamed, { name: title })}
            loading={pending}
            disabled={busy}
            onClick={() => onAct({ kind: 'raffle', promotionId: raffle.promotionId, raffleScheduleId: scheduleId })}
          />
        ) : undefined
      }
    >
      {status.isError ? (
        <Muted>{intl.formatMessage(r.statusFailed)}</Muted>
      ) : !value ? (
        <Spinner size="sm" label={intl.formatMessage(m.loading)} />
      ) : (
        <Facts>
          <dt>{intl.formatMessage(m.status)}</dt>
          <dd>
            <StatusTag $tone={claimed ? 'done' : ended ? 'off' : started ? 'ready' : 'waiting'}>
              {intl.formatMessage(state)}
            </StatusTag>
          </dd>
          {countdown !== undefined && !ended && (
            <>
              <dt>{intl.formatMessage(started ? r.endsIn : r.startsIn)}</dt>
              <dd>
                <time>{countdown}</time>
              </dd>
            </>
          )}
          {ticket && claimed && (
            <>
              <dt>{intl.formatMessage(r.claimed)}</dt>
              <dd>
                {intl.formatMessage(r.ticket, {
                  ticketId: String(ticket.ticketId ?? ticket.id ?? ''),
                  from: ticket.startDateStr ?? '',
                  to: ticket.endDateStr ?? '',
                })}
              </dd>
            </>
          )}
        </Facts>
      )}
    </Card>
  );
}

/** What was claimed, cancelled, left to expire or refused, newest first. */
function History({
  promotions,
  tickets,
  money,
}: {
  promotions: readonly MemberPromotion[];
  tickets: readonly RewardTicket[];
  money: Money;
}) {
  const intl = useIntl();
  const rows: Array<{ key: string; at: number; text: string }> = [];
  for (const promotion of promotions) {
    const name = promotion.title ?? '';
    if (promotion.status === 'claimed') {
      rows.push({
        key: `p${promotion.promotionId}`,
        at: timeOf(promotion.claimTime) ?? 0,
        text: intl.formatMessage(m.historyClaimed, { name, amount: money(Number(promotion.amount ?? 0)) }),
      });
    } else if (promotion.status === 'rejected') {
      rows.push({
        key: `p${promotion.promotionId}`,
        at: timeOf(promotion.applyTime) ?? 0,
        text: intl.formatMessage(m.historyRejected, { name }),
      });
    } else if (promotion.raffleTicket) {
      const ticket = promotion.raffleTicket;
      rows.push({
        key: `r${promotion.promotionId}`,
        at: Date.parse(ticket.startDateStr ?? '') || 0,
        text: intl.formatMessage(m.historyTicket, { name, ticketId: String(ticket.ticketId ?? ticket.id ?? '') }),
      });
    }
  }
  for (const ticket of tickets) {
    const name = ticket.name;
    if (ticket.status === 'CLAIMED')
      rows.push({
        key: `t${ticket.ticketId}`,
        at: timeOf(ticket.claimTime) ?? 0,
        text: intl.formatMessage(m.historyClaimed, { name, amount: money(Number(ticket.amount)) }),
      });
    if (ticket.status === 'CANCELLED')
      rows.push({
        key: `t${ticket.ticketId}`,
        at: timeOf(ticket.cancelTime) ?? 0,
        text: intl.formatMessage(m.historyCancelled, { name }),
      });
    if (ticket.status === 'EXPIRED')
      rows.push({
        key: `t${ticket.ticketId}`,
        at: Number(ticket.endTime),
        text: intl.formatMessage(m.historyExpired, { name }),
      });
  }
  rows.sort((a, b) => b.at - a.at);
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <SectionTitle id={id}>{intl.formatMessage(m.history)}</SectionTitle>
      {rows.length === 0 ? (
        <Muted>{intl.formatMessage(m.noHistory)}</Muted>
      ) : (
        <List>
          {rows.map((row) => (
            <li key={row.key}>
              <Facts>
                <dt>{row.at ? intl.formatDate(row.at, dateTime) : ''}</dt>
                <dd>{row.text}</dd>
              </Facts>
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}
