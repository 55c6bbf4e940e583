import { vars } from '@lobby/design-system';
import { type AnchorComponent, type ButtonLinkStyleProps, buttonLinkStyles } from '@lobby/frame';
import { createLink } from '@tanstack/react-router';
import styled from 'styled-components';

export const PageSection = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  padding: ${vars.space[5]} ${vars.space[4]} ${vars.space[7]};

  @media (min-width: 64rem) {
    padding-inline: ${vars.space[6]};
  }
`;

/**
 * A game centre's page: at least a screen tall, so the footer starts below the fold whatever the list turns out to be
 * (a full page of games, a few, none, an error). The games' skeleton then gives way to them without moving anything
 * on screen.
 */
export const CentrePageSection = styled(PageSection)`
  align-content: start;
  min-block-size: 100vh;
`;

export const PageHeading = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize.xxl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const HomeLink = createLink<AnchorComponent<ButtonLinkStyleProps>>(styled.a<ButtonLinkStyleProps>`
  ${buttonLinkStyles}
`);

/** A page holding one form (password change, registration): a readable column. */
export const FormPageSection = styled(PageSection)`
  inline-size: 100%;
  max-inline-size: 28rem;
  margin-inline: auto;
`;

/** A game that could not be started: said at once (an alert region), empty otherwise. */
export const LaunchProblem = styled.p`
  margin: 0;
  color: ${vars.color.textDanger};

  &:empty {
    display: none;
  }
`;
