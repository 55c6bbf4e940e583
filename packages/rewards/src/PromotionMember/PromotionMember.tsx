import { promotionCommentMaxLength, type MemberPromotion } from '@lobby/contract';
import { Button, FormAlert, Spinner, TextArea } from '@lobby/design-system';
import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useErrorText } from '../common/errorText';
import { Actions, Muted, Notice, Section, StatusTag } from '../common/page.styles';
import type { RewardsPageProps } from '../common/pageProps';
import { promotionOfCard, promotionsQuery, timeOf } from '../common/rewards';
import { promotionStatusMessages, toneOf } from '../common/status.messages';
import { useRewardAction, type RewardActionOutcome } from '../common/useRewardAction';
import { promotionMemberMessages as m } from './PromotionMember.messages';
import { CommentForm, Heading } from './PromotionMember.styles';

export interface PromotionMemberProps extends RewardsPageProps {
  /** The promotions page's card (its announcement id) whose promotion this is. */
  announcementId: string | number;
  /** On the card: the status alone; in the detail: the status and what the member can do. */
  place: 'card' | 'detail';
}

/**
 * The member's side of a promotion on the promotions page (spec 2 §4, §5): its status as words, and in its detail the
 * action it allows: apply with a comment of at most 140 characters (MANUAL), join a sign-up promotion, claim an issued
 * or login reward, take a raffle ticket. A promotion with no member side (the platform lists none for the card) shows
 * nothing.
 */
export function PromotionMember(props: PromotionMemberProps) {
  const { client, memberId, announcementId, place } = props;
  const intl = useIntl();
  const promotions = useQuery(promotionsQuery(client, memberId));
  const promotion = promotionOfCard(promotions.data?.list, announcementId);
  if (place === 'card') {
    if (!promotion) return null;
    return (
      <StatusTag $tone={toneOf(promotion.status)}>
        {intl.formatMessage(promotionStatusMessages[promotion.status])}
      </StatusTag>
    );
  }
  if (promotions.isPending) return <Spinner label={intl.formatMessage(m.loading)} />;
  if (promotions.isError) {
    return (
      <Actions>
        <FormAlert>{intl.formatMessage(m.failed)}</FormAlert>
        <Button variant="secondary" onClick={() => void promotions.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Actions>
    );
  }
  if (!promotion) return null;
  return <MemberSide {...props} promotion={promotion} />;
}

function MemberSide({
  promotion,
  client,
  memberId,
  currency,
  onMoneyMoved,
  onCountsChanged,
}: PromotionMemberProps & { promotion: MemberPromotion }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const headingId = useId();
  const [done, setDone] = useState<RewardActionOutcome | null>(null);
  const action = useRewardAction({ client, memberId, onMoneyMoved, onCountsChanged, onDone: setDone });
  const money = (amount: number) => formatMoney(intl, amount, currency);
  const amount = promotion.amount === null || promotion.amount === undefined ? undefined : Number(promotion.amount);
  const date = (value: string | number | null | undefined) => {
    const time = timeOf(value);
    return time === undefined ? '' : intl.formatDate(time, { dateStyle: 'medium', timeStyle: 'short' });
  };
  const id = promotion.promotionId;

  const notice = done
    ? done.amount !== undefined
      ? intl.formatMessage(m.claimed, { amount: money(done.amount) })
      : done.ticket
        ? intl.formatMessage(m.ticket, {
            ticketId: done.ticket.ticketId,
            from: done.ticket.startDateStr,
            to: done.ticket.endDateStr,
          })
        : done.action.kind === 'apply'
          ? intl.formatMessage(m.applied)
          : done.action.kind === 'join'
            ? intl.formatMessage(m.joined)
            : null
    : null;
  const claimButton = (kind: 'claimIssued' | 'claimLogin') =>
    amount !== undefined && (
      <Actions>
        <Button
          loading={action.isPending}
          disabled={action.isPending}
          onClick={() => action.act({ kind, promotionId: id })}
        >
          {intl.formatMessage(m.claim, { amount: money(amount) })}
        </Button>
      </Actions>
    );

  function body() {
    switch (promotion.status) {
      case 'join':
        if (promotion.promotionType === 'MANUAL')
          return (
            <ApplyForm
              busy={action.isPending}
              onApply={(comment) => action.act({ kind: 'apply', promotionId: id, comment })}
            />
          );
        if (
          promotion.promotionType === 'RAFFLE' &&
          promotion.raffleScheduleId !== null &&
          promotion.raffleScheduleId !== undefined
        ) {
          const raffleScheduleId = promotion.raffleScheduleId;
          return (
            <Actions>
              <Button
                loading={action.isPending}
                disabled={action.isPending}
                onClick={() => action.act({ kind: 'raffle', promotionId: id, raffleScheduleId })}
              >
                {intl.formatMessage(m.getTicket)}
              </Button>
            </Actions>
          );
        }
        return (
          <Actions>
            <Button
              loading={action.isPending}
              disabled={action.isPending}
              onClick={() => action.act({ kind: 'join', promotionId: id })}
            >
              {intl.formatMessage(m.join)}
            </Button>
          </Actions>
        );
      case 'applying':
        return <Muted>{intl.formatMessage(m.underReview)}</Muted>;
      case 'process':
        return <Muted>{intl.formatMessage(m.processing)}</Muted>;
      case 'rejected':
        return (
          <>
            <Muted>{intl.formatMessage(m.rejected)}</Muted>
            {promotion.remark && <Muted>{intl.formatMessage(m.remark, { remark: promotion.remark })}</Muted>}
          </>
        );
      case 'issued':
        return claimButton('claimIssued');
      case 'claim':
        return claimButton('claimLogin');
      case 'claimed':
        return <Muted>{intl.formatMessage(m.claimedOn, { date: date(promotion.claimTime) })}</Muted>;
      case 'joined': {
        const ticket = promotion.raffleTicket;
        return ticket ? (
          <Muted>
            {intl.formatMessage(m.ticket, {
              ticketId: String(ticket.ticketId ?? ticket.id ?? ''),
              from: ticket.startDateStr ?? '',
              to: ticket.endDateStr ?? '',
            })}
          </Muted>
        ) : null;
      }
      case 'closed':
        return <Muted>{intl.formatMessage(m.closed)}</Muted>;
      case 'coming':
        return <Muted>{intl.formatMessage(m.coming, { date: date(promotion.startTime) })}</Muted>;
    }
  }

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{intl.formatMessage(m.title)}</Heading>
      <p>
        {intl.formatMessage(m.status)}:{' '}
        <StatusTag $tone={toneOf(promotion.status)}>
          {intl.formatMessage(promotionStatusMessages[promotion.status])}
        </StatusTag>
      </p>
      {amount !== undefined && promotion.status !== 'claimed' && (
        <Muted>{intl.formatMessage(m.reward, { amount: money(amount) })}</Muted>
      )}
      {promotion.comment && <Muted>{intl.formatMessage(m.yourComment, { comment: promotion.comment })}</Muted>}
      {notice && <Notice>{notice}</Notice>}
      {action.isError && <FormAlert>{errorText(action.error, action.variables?.kind.startsWith('claim'))}</FormAlert>}
      {body()}
    </Section>
  );
}

/** The application's comment: counted as it is typed, refused here when empty or over 140 characters. */
function ApplyForm({ busy, onApply }: { busy: boolean; onApply: (comment: string) => void }) {
  const intl = useIntl();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const count = comment.trim().length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (count === 0) return setProblem(intl.formatMessage(m.commentEmpty));
    if (count > promotionCommentMaxLength)
      return setProblem(intl.formatMessage(m.commentTooLong, { max: promotionCommentMaxLength, count }));
    setProblem(null);
    onApply(comment.trim());
  };
  return (
    <CommentForm noValidate onSubmit={submit}>
      <TextArea
        label={intl.formatMessage(m.comment)}
        required
        rows={3}
        value={comment}
        onChange={(event) => {
          setComment(event.target.value);
          if (problem) setProblem(null);
        }}
        hint={intl.formatMessage(m.commentHint, { count, max: promotionCommentMaxLength })}
        error={problem ?? undefined}
      />
      <Actions>
        <Button type="submit" loading={busy} disabled={busy}>
          {intl.formatMessage(m.apply)}
        </Button>
      </Actions>
    </CommentForm>
  );
}
