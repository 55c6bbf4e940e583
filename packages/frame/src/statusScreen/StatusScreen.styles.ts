import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** The page the start-up shows instead of the site: maintenance, region blocked, no connection. */
export const ScreenMain = styled.main`
  display: grid;
  place-items: center;
  min-block-size: 100vh;
  min-block-size: 100dvh;
  padding: ${vars.space[5]} ${vars.space[4]};
  background: ${vars.color.canvas};
  color: ${vars.color.text};
`;

export const ScreenCard = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[4]};
  inline-size: min(100%, 30rem);
  padding: ${vars.space[6]} ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  text-align: center;
`;

export const ScreenLogo = styled.img`
  display: block;
  block-size: 2.5rem;
  inline-size: auto;
  max-inline-size: 12rem;
`;

export const ScreenIcon = styled.span`
  display: inline-flex;
  color: ${vars.color.accent};
  font-size: 3rem;
`;

export const ScreenTitle = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const ScreenText = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  line-height: ${vars.lineHeight.normal};
`;

export const ScreenDetail = styled.p`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  font-variant-numeric: tabular-nums;
`;
