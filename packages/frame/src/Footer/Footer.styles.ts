import { linkStyles, vars } from '@lobby/design-system';
import { createLink } from '@tanstack/react-router';
import styled from 'styled-components';
import type { AnchorComponent } from '../ui/anchorComponent';

export const FooterRoot = styled.footer`
  display: grid;
  gap: ${vars.space[5]};
  padding: ${vars.space[6]} ${vars.space[4]};
  border-block-start: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;

export const Columns = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

export const ColumnTitle = styled.h2`
  margin: 0 0 ${vars.space[2]};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  color: ${vars.color.textMuted};
`;

export const PlainList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FooterLink = createLink<AnchorComponent>(styled.a`
  ${linkStyles}
  display: inline-flex;
  align-items: center;
  min-block-size: ${vars.size.controlSm};
`);

export const TextButton = styled.button`
  ${linkStyles}
  display: inline-flex;
  align-items: center;
  min-block-size: ${vars.size.controlSm};
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
`;

export const VendorBadge = styled.li`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 3.5rem;
  min-block-size: ${vars.size.controlSm};
  padding-inline: ${vars.space[2]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  letter-spacing: 0.04em;
`;

export const SocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${vars.size.controlMd};
  block-size: ${vars.size.controlMd};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  color: ${vars.color.link};
  font-size: ${vars.size.icon};

  &:hover {
    background: ${vars.color.surfaceSunken};
  }
`;

export const Certificates = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  & svg {
    display: block;
    block-size: 3rem;
    inline-size: auto;
  }
`;

export const CertificateLink = styled.a`
  display: inline-block;
  border-radius: ${vars.radius.sm};
`;

export const Copyright = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;
