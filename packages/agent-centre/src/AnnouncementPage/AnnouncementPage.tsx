import { Spinner, vars } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { Muted, Section, SectionTitle } from '../common/page.styles';
import { agentCentreKey, type AgentCentrePageProps } from '../common/pageProps';
import { LoadFailure } from '../common/ReportParts';
import { announcementMessages as m } from './AnnouncementPage.messages';

const Notice = styled.article`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};

  & p {
    margin: 0;
  }
`;

/**
 * The agent centre's announcement page (`agentAnnouncement`): the merchant's notices to its agents, newest first, each
 * with its title, when it was published and its text (plain text: paragraphs apart by a blank line, never HTML).
 */
export function AnnouncementPage({ client, memberId }: AgentCentrePageProps) {
  const intl = useIntl();
  const notices = useQuery({
    queryKey: agentCentreKey(memberId, 'notices', intl.locale),
    queryFn: ({ signal }) => client.call('agentNotices', undefined, { signal }),
  });

  return (
    <Section aria-label={intl.formatMessage(m.title)}>
      {notices.isPending ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : notices.isError ? (
        <LoadFailure
          message={intl.formatMessage(m.failed)}
          error={notices.error}
          onRetry={() => void notices.refetch()}
        />
      ) : notices.data.list.length === 0 ? (
        <p>{intl.formatMessage(m.empty)}</p>
      ) : (
        notices.data.list.map((notice) => <NoticeItem key={String(notice.id)} notice={notice} />)
      )}
    </Section>
  );
}

function NoticeItem({ notice }: { notice: { title: string; content: string; startTime: number } }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Notice aria-labelledby={titleId}>
      {/* A notice may be in English where the merchant wrote none in the language shown: its text sets its own direction. */}
      <SectionTitle id={titleId} dir="auto">
        {notice.title}
      </SectionTitle>
      <Muted>
        {intl.formatMessage(m.published, { date: intl.formatDate(notice.startTime, { dateStyle: 'medium' }) })}
      </Muted>
      {notice.content
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} dir="auto">
            {paragraph}
          </p>
        ))}
    </Notice>
  );
}
