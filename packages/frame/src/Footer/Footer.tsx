import { DiscordIcon, FacebookIcon, InstagramIcon, TelegramIcon, TwitterIcon, YoutubeIcon } from '@lobby/design-system';
import { FormattedMessage, useIntl } from '@lobby/i18n/react';
import { useId, type ComponentType } from 'react';
import { navMessages } from '../navigation/navigation.messages';
import type { NavItem } from '../navigation/navItem';
import { socialNetworks, type SocialNetwork } from '../ui/socialNetworks';
import { AgeMark, FairPlayMark, LicenceMark } from './certificates';
import { footerMessages as m } from './Footer.messages';
import {
  CertificateLink,
  Certificates,
  ColumnTitle,
  Columns,
  Copyright,
  FooterLink,
  FooterRoot,
  PlainList,
  SocialLink,
  TextButton,
  VendorBadge,
} from './Footer.styles';

/** The vendor row of spec 2 §1, shown as text marks (the platform serves no vendor logos to the shell). */
export const footerVendors = ['EG7', 'CQ9', 'FC', 'BGS', 'PG', 'JDB', 'JL'] as const;

/** The glyph of each follow-us network. */
export const socialIcons: Record<SocialNetwork, ComponentType> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  twitter: TwitterIcon,
  youtube: YoutubeIcon,
  telegram: TelegramIcon,
  discord: DiscordIcon,
};

export interface FooterProps {
  brandName: string;
  /** The product list: the navigation without home and promotions. */
  products: readonly NavItem[];
  vendors?: readonly string[];
  /** Follow-us links; a network shows only when its link exists. */
  social: Partial<Record<SocialNetwork, string>>;
  /** Where the third certificate leads, when the merchant lists one. */
  certificateUrl?: string | null;
  ageOfConsent?: number;
  onHelp: () => void;
  /** Opens the feedback popup; without it there is no feedback entry (the merchant switched FEEDBACK3 off). */
  onFeedback?: (() => void) | undefined;
  /** For a stable copyright year in screenshots. */
  year?: number;
}

/** The site footer: products, game providers, support, follow-us links and certificates. */
export function Footer({
  brandName,
  products,
  vendors = footerVendors,
  social,
  certificateUrl,
  ageOfConsent = 18,
  onHelp,
  onFeedback,
  year = new Date().getFullYear(),
}: FooterProps) {
  const intl = useIntl();
  const id = useId();
  const newTab = intl.formatMessage(m.newTab);
  const networks = socialNetworks.filter((network) => social[network]);
  const fairPlay = intl.formatMessage(m.fairPlay);

  return (
    <FooterRoot>
      <Columns>
        {products.length > 0 && (
          <section aria-labelledby={`${id}-products`}>
            <ColumnTitle id={`${id}-products`}>
              <FormattedMessage {...m.products} />
            </ColumnTitle>
            <PlainList>
              {products.map((item) => (
                <li key={item.key}>
                  <FooterLink to={item.to}>
                    <FormattedMessage {...navMessages[item.key]} />
                  </FooterLink>
                </li>
              ))}
            </PlainList>
          </section>
        )}
        <section aria-labelledby={`${id}-support`}>
          <ColumnTitle id={`${id}-support`}>
            <FormattedMessage {...m.support} />
          </ColumnTitle>
          <PlainList>
            <li>
              <TextButton type="button" onClick={onHelp}>
                <FormattedMessage {...m.help} />
              </TextButton>
            </li>
            {onFeedback && (
              <li>
                <TextButton type="button" onClick={onFeedback}>
                  <FormattedMessage {...m.feedback} />
                </TextButton>
              </li>
            )}
            <li>
              <FooterLink to="/help">
                <FormattedMessage {...m.faq} />
              </FooterLink>
            </li>
          </PlainList>
        </section>
        {networks.length > 0 && (
          <section aria-labelledby={`${id}-follow`}>
            <ColumnTitle id={`${id}-follow`}>
              <FormattedMessage {...m.followUs} />
            </ColumnTitle>
            <PlainList>
              {networks.map((network) => {
                const Icon = socialIcons[network];
                return (
                  <li key={network}>
                    <SocialLink
                      href={social[network]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${intl.formatMessage(m[network])} ${newTab}`}
                    >
                      <Icon />
                    </SocialLink>
                  </li>
                );
              })}
            </PlainList>
          </section>
        )}
      </Columns>
      <section aria-labelledby={`${id}-providers`}>
        <ColumnTitle id={`${id}-providers`}>
          <FormattedMessage {...m.providers} />
        </ColumnTitle>
        <PlainList>
          {vendors.map((vendor) => (
            <VendorBadge key={vendor}>{vendor}</VendorBadge>
          ))}
        </PlainList>
      </section>
      <section aria-labelledby={`${id}-certificates`}>
        <ColumnTitle id={`${id}-certificates`}>
          <FormattedMessage {...m.certificates} />
        </ColumnTitle>
        <Certificates>
          <li>
            <LicenceMark label={intl.formatMessage(m.licensed)} />
          </li>
          <li>
            <AgeMark label={intl.formatMessage(m.adultsOnly, { age: ageOfConsent })} age={ageOfConsent} />
          </li>
          <li>
            {certificateUrl ? (
              <CertificateLink
                href={certificateUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${fairPlay} ${newTab}`}
              >
                <FairPlayMark label={fairPlay} />
              </CertificateLink>
            ) : (
              <FairPlayMark label={fairPlay} />
            )}
          </li>
        </Certificates>
      </section>
      <Copyright>
        <FormattedMessage {...m.copyright} values={{ year, brand: brandName }} />
      </Copyright>
    </FooterRoot>
  );
}
