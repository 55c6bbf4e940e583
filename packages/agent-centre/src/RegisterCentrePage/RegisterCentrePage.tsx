import { affiliateLinkRules, type ValueOf } from '@lobby/contract';
import { Button, FormAlert, Spinner, TextField } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useErrorText } from '../common/errorText';
import { Muted, Section, SectionTitle } from '../common/page.styles';
import type { AgentCentrePageProps } from '../common/pageProps';
import { CreateLinkForm } from './CreateLinkForm';
import { RegisterForm } from './RegisterForm';
import { registerCentreMessages as m } from './RegisterCentrePage.messages';
import { affiliateLinksQuery, affiliateUrl, createLinkFlag, registerFlag } from './registerCentre';
import { LinkActions, LinkCard, LinkCode, LinkList, Qr } from './RegisterCentrePage.styles';

type AffiliateLink = ValueOf<'affiliateLinks'>['list'][number];

/**
 * The register centre (`registerCenter`): a downline registered by the agent with the merchant's registration rules
 * (`AGEREGDOWN3`), and the agent's affiliate links, each with the registrations it brought, to copy or show as a QR
 * code; a new link with a note while the merchant allows it (`CREATEAFF3`).
 */
export function RegisterCentrePage(props: AgentCentrePageProps) {
  const { isFlagOn } = props;
  const intl = useIntl();
  const registerId = useId();
  const linksId = useId();
  const canRegister = isFlagOn?.(registerFlag) ?? false;

  return (
    // The centre's frame shows the page's title as its heading: the section is named by it without repeating it.
    <Section aria-label={intl.formatMessage(m.title)}>
      <Section aria-labelledby={registerId}>
        <SectionTitle id={registerId}>{intl.formatMessage(m.registerTitle)}</SectionTitle>
        {canRegister ? <RegisterForm {...props} /> : <Muted>{intl.formatMessage(m.registerOff)}</Muted>}
      </Section>
      <Section aria-labelledby={linksId}>
        <SectionTitle id={linksId}>{intl.formatMessage(m.linksTitle)}</SectionTitle>
        <Muted>{intl.formatMessage(m.linksIntro)}</Muted>
        <Links {...props} />
      </Section>
    </Section>
  );
}

function Links({ client, memberId, isFlagOn, renderQr, origin }: AgentCentrePageProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const links = useQuery(affiliateLinksQuery(client, memberId));
  const [announcement, setAnnouncement] = useState('');
  const canCreate = isFlagOn?.(createLinkFlag) ?? false;
  const site = origin ?? window.location.origin;

  const copy = async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setAnnouncement(intl.formatMessage(m.copied));
    } catch {
      setAnnouncement(intl.formatMessage(m.copyFailed));
    }
  };

  let list: ReactNode;
  if (links.isPending) list = <Spinner label={intl.formatMessage(m.loading)} />;
  else if (links.isError) {
    list = (
      <>
        <FormAlert>
          {intl.formatMessage(m.failed)} {errorText(links.error)}
        </FormAlert>
        <div>
          <Button variant="secondary" onClick={() => void links.refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      </>
    );
  } else if (links.data.list.length === 0) list = <p>{intl.formatMessage(m.noLinks)}</p>;
  else {
    list = (
      <LinkList>
        {links.data.list.map((link) => (
          <LinkItem
            key={String(link.id)}
            link={link}
            url={affiliateUrl(site, link.code)}
            renderQr={renderQr}
            onCopy={(url) => void copy(url)}
          />
        ))}
      </LinkList>
    );
  }
  const full = (links.data?.list.length ?? 0) >= affiliateLinkRules.maxLinks;

  return (
    <>
      {canCreate &&
        (full ? (
          <Muted>{intl.formatMessage(m.limitReached, { max: affiliateLinkRules.maxLinks })}</Muted>
        ) : (
          <CreateLinkForm client={client} memberId={memberId} />
        ))}
      {!canCreate && <Muted>{intl.formatMessage(m.createOff)}</Muted>}
      <p role="status">{announcement}</p>
      {list}
    </>
  );
}

function LinkItem({
  link,
  url,
  renderQr,
  onCopy,
}: {
  link: AffiliateLink;
  url: string;
  renderQr: AgentCentrePageProps['renderQr'];
  onCopy: (url: string) => void;
}) {
  const intl = useIntl();
  const [qrShown, setQrShown] = useState(false);
  const titleId = useId();
  return (
    <LinkCard aria-labelledby={titleId}>
      <LinkCode id={titleId}>
        <bdi dir="ltr">{intl.formatMessage(m.linkLabel, { code: link.code })}</bdi>
      </LinkCode>
      {link.remark && <span>{link.remark}</span>}
      <Muted>
        {intl.formatMessage(m.registrations, { count: Number(link.registrations) })} ·{' '}
        {intl.formatMessage(m.createdOn, { date: intl.formatDate(Number(link.createTime), { dateStyle: 'medium' }) })}
      </Muted>
      <TextField
        label={intl.formatMessage(m.linkLabel, { code: link.code })}
        value={url}
        readOnly
        dir="ltr"
        onFocus={(event) => event.currentTarget.select()}
      />
      <LinkActions>
        <Button size="sm" onClick={() => onCopy(url)}>
          {intl.formatMessage(m.copy)}
        </Button>
        {renderQr && (
          <Button size="sm" variant="secondary" aria-expanded={qrShown} onClick={() => setQrShown(!qrShown)}>
            {intl.formatMessage(qrShown ? m.hideQr : m.showQr)}
          </Button>
        )}
      </LinkActions>
      {renderQr && qrShown && <Qr>{renderQr(url)}</Qr>}
    </LinkCard>
  );
}
