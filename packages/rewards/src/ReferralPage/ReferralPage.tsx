import { Button, FormAlert, Pagination, Spinner, TextField } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FocusEvent, type ReactNode } from 'react';
import type { RewardsPageProps } from '../common/pageProps';
import {
  inviteLink,
  isTrialRefusal,
  referralDetailsQuery,
  referralFriendsQuery,
  referralRankingQuery,
} from './referral';
import { referralPageMessages as m } from './ReferralPage.messages';
import {
  Actions,
  Announcement,
  Code,
  Counts,
  Invite,
  InviteFields,
  Label,
  Muted,
  Name,
  Page,
  Qr,
  RankRows,
  Rows,
  Section,
  SectionTitle,
  Status,
  Text,
} from './ReferralPage.styles';

export interface ReferralPageProps extends RewardsPageProps {
  /** The site's origin the invite link starts with; the page's own by default. */
  origin?: string | undefined;
}

const day = { dateStyle: 'medium' } as const;

/** Whether this browser offers its share sheet (the Web Share API). */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Invite friends (`referral`): the member's referral code and invite link (this site's registration with the code),
 * its QR code, copy and share; how many friends registered with it and how many qualified (a first deposit); the
 * friends page by page; and this month's ranking of inviters. What was copied or shared is announced politely.
 */
export function ReferralPage({ client, memberId, renderQr, origin }: ReferralPageProps) {
  const intl = useIntl();
  const headingId = useId();
  const details = useQuery(referralDetailsQuery(client, memberId));
  const [announcement, setAnnouncement] = useState('');

  const page = (children: ReactNode) => (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{intl.formatMessage(m.title)}</SectionTitle>
      {children}
    </Section>
  );
  if (isTrialRefusal(details.error)) return page(<Text>{intl.formatMessage(m.trial)}</Text>);
  // An answer without a code (the platform made none) is a failure too: there is nothing to share.
  const noCode = details.isSuccess && !details.data.referralCode;
  const state = loadState(intl, {
    isPending: details.isPending,
    isError: details.isError || noCode,
    refetch: details.refetch,
  });
  if (state !== undefined || !details.isSuccess) return page(state);

  const code = details.data.referralCode ?? '';
  const link = inviteLink(origin ?? window.location.origin, code);

  const copy = async (text: string, done: string) => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setAnnouncement(done);
    } catch {
      setAnnouncement(intl.formatMessage(m.copyFailed));
    }
  };
  const share = async () => {
    setAnnouncement('');
    try {
      await navigator.share({
        title: intl.formatMessage(m.shareTitle),
        text: intl.formatMessage(m.shareText, { code }),
        url: link,
      });
    } catch (error) {
      // Closing the share sheet is no failure.
      if ((error as { name?: unknown } | null)?.name !== 'AbortError')
        setAnnouncement(intl.formatMessage(m.shareFailed));
    }
  };

  return page(
    <Page>
      <Text>{intl.formatMessage(m.intro)}</Text>
      <Invite>
        <InviteFields>
          <div>
            <Label>{intl.formatMessage(m.code)}</Label>
            <Code>
              <bdi dir="ltr">{code}</bdi>
            </Code>
          </div>
          <TextField
            label={intl.formatMessage(m.link)}
            value={link}
            readOnly
            dir="ltr"
            onFocus={(event: FocusEvent<HTMLInputElement>) => event.currentTarget.select()}
          />
          <Actions>
            <Button onClick={() => void copy(link, intl.formatMessage(m.linkCopied))}>
              {intl.formatMessage(m.copyLink)}
            </Button>
            <Button variant="secondary" onClick={() => void copy(code, intl.formatMessage(m.codeCopied))}>
              {intl.formatMessage(m.copyCode)}
            </Button>
            {canShare() && (
              <Button variant="secondary" onClick={() => void share()}>
                {intl.formatMessage(m.share)}
              </Button>
            )}
          </Actions>
          <Announcement role="status">{announcement}</Announcement>
        </InviteFields>
        {renderQr && (
          <Qr>
            {renderQr(link)}
            <figcaption>{intl.formatMessage(m.qrCaption)}</figcaption>
          </Qr>
        )}
      </Invite>
      <CountsSection invitations={details.data.totalInvitations} qualified={details.data.qualifiedInvitations} />
      <FriendsSection {...{ client, memberId }} />
      <RankingSection {...{ client, memberId }} />
    </Page>,
  );
}

function CountsSection({ invitations, qualified }: { invitations: number; qualified: number }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{intl.formatMessage(m.counts)}</SectionTitle>
      <Counts>
        <div>
          <dt>{intl.formatMessage(m.invitations)}</dt>
          <dd>{intl.formatNumber(invitations)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.qualified)}</dt>
          <dd>{intl.formatNumber(qualified)}</dd>
        </div>
      </Counts>
      <Muted>{intl.formatMessage(m.qualifyRule)}</Muted>
    </Section>
  );
}

/** A part that loads on its own: its spinner, or its failure with a retry, under its heading. */
function loadState(
  intl: ReturnType<typeof useIntl>,
  query: { isPending: boolean; isError: boolean; refetch: () => unknown },
): ReactNode | undefined {
  if (query.isError) {
    return (
      <>
        <FormAlert>{intl.formatMessage(m.failed)}</FormAlert>
        <Actions>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        </Actions>
      </>
    );
  }
  if (query.isPending) return <Spinner label={intl.formatMessage(m.loading)} />;
  return undefined;
}

function FriendsSection({ client, memberId }: Pick<RewardsPageProps, 'client' | 'memberId'>) {
  const intl = useIntl();
  const headingId = useId();
  const [pageNo, setPageNo] = useState(1);
  const friends = useQuery({ ...referralFriendsQuery(client, memberId, pageNo), placeholderData: keepPreviousData });
  const state = loadState(intl, friends);
  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{intl.formatMessage(m.friends)}</SectionTitle>
      {state ??
        (friends.data && friends.data.list.length === 0 ? (
          <Text>{intl.formatMessage(m.friendsEmpty)}</Text>
        ) : (
          friends.data && (
            <>
              <Rows aria-busy={friends.isPlaceholderData || undefined}>
                {friends.data.list.map((friend, index) => (
                  <li key={`${friend.registerTime}-${friend.username}-${index}`}>
                    <Name>
                      <bdi>{friend.username}</bdi>
                    </Name>
                    <Status $qualified={friend.qualified}>
                      {friend.qualified && friend.qualifiedTime != null
                        ? intl.formatMessage(m.friendQualified, { date: intl.formatDate(friend.qualifiedTime, day) })
                        : intl.formatMessage(m.friendWaiting)}
                    </Status>
                    <Muted as="span">
                      {intl.formatMessage(m.friendJoined, { date: intl.formatDate(friend.registerTime, day) })}
                    </Muted>
                  </li>
                ))}
              </Rows>
              <Pagination
                page={pageNo}
                totalPages={friends.data.totalPages}
                onPageChange={setPageNo}
                labels={{
                  previous: intl.formatMessage(m.previousPage),
                  next: intl.formatMessage(m.nextPage),
                  page: (n) => intl.formatMessage(m.page, { page: intl.formatNumber(n) }),
                  nav: intl.formatMessage(m.friendPages),
                }}
                formatNumber={(n) => intl.formatNumber(n)}
              />
            </>
          )
        ))}
    </Section>
  );
}

function RankingSection({ client, memberId }: Pick<RewardsPageProps, 'client' | 'memberId'>) {
  const intl = useIntl();
  const headingId = useId();
  const ranking = useQuery(referralRankingQuery(client, memberId));
  const state = loadState(intl, ranking);
  const data = ranking.data;
  const utcDay = { ...day, timeZone: 'UTC' } as const;
  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{intl.formatMessage(m.ranking)}</SectionTitle>
      {state ??
        (data && (
          <>
            <Muted>
              {intl.formatMessage(m.rankingPeriod, {
                start: intl.formatDate(data.periodStart, utcDay),
                end: intl.formatDate(data.periodEnd - 1, utcDay),
              })}
            </Muted>
            {data.list.length === 0 ? (
              <Text>{intl.formatMessage(m.rankingEmpty)}</Text>
            ) : (
              <RankRows>
                {data.list.map((row) => (
                  <li key={`${row.rank}-${row.username}`} data-self={row.self}>
                    <span>{intl.formatMessage(m.rankPlace, { rank: intl.formatNumber(row.rank) })}</span>
                    <Name>
                      <bdi>{row.username}</bdi>
                      {row.self && <> {intl.formatMessage(m.you)}</>}
                    </Name>
                    <span>{intl.formatMessage(m.rankFriends, { count: row.qualifiedCount })}</span>
                  </li>
                ))}
              </RankRows>
            )}
            <Text>
              {data.myRank == null
                ? intl.formatMessage(m.notRanked)
                : intl.formatMessage(m.myRank, {
                    rank: intl.formatNumber(data.myRank),
                    count: data.myQualifiedCount,
                  })}
            </Text>
          </>
        ))}
    </Section>
  );
}
