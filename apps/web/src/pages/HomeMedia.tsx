import { vars } from '@lobby/design-system';
import { footerMessages as m, socialIcons, socialNetworks } from '@lobby/frame';
import { useIntl } from '@lobby/i18n/react';
import { useId } from 'react';
import styled from 'styled-components';
import { useSiteConfig } from '../startup/siteConfig';

const Networks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Network = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: ${vars.size.controlMd};
  padding-inline: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.link};
  font-weight: ${vars.fontWeight.medium};
  text-decoration: none;

  & > svg {
    font-size: ${vars.size.icon};
  }

  &:hover {
    text-decoration: underline;
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${vars.space[2]};
  font-size: ${vars.fontSize.lg};
`;

/**
 * The home page's media links (spec 2 §1): the merchant's channels, each named beside its glyph; a channel shows only
 * when the merchant lists it, and the section only when there is one.
 */
export function HomeMedia() {
  const intl = useIntl();
  const id = useId();
  const { social } = useSiteConfig();
  const networks = socialNetworks.filter((network) => social[network]);
  if (networks.length === 0) return null;
  const newTab = intl.formatMessage(m.newTab);
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{intl.formatMessage(m.followUs)}</Heading>
      <Networks>
        {networks.map((network) => {
          const Icon = socialIcons[network];
          const name = intl.formatMessage(m[network]);
          return (
            <li key={network}>
              <Network
                href={social[network]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${name} ${newTab}`}
              >
                <Icon />
                {name}
              </Network>
            </li>
          );
        })}
      </Networks>
    </section>
  );
}
