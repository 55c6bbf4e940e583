import styled, { css } from 'styled-components';
import { vars } from '../../tokens/vars';

const centred = css`
  display: grid;
  place-items: center;
  padding: ${vars.space[5]} ${vars.space[4]};
`;

/** Stands in for the whole site: fills the viewport and is the page's main landmark. */
export const PageRoot = styled.main`
  ${centred}
  min-block-size: 100vh;
  min-block-size: 100dvh;
  background: ${vars.color.canvas};
  color: ${vars.color.text};
`;

/** Stands in for one page, inside the layout's main landmark. */
export const RegionRoot = styled.div`
  ${centred}
  min-block-size: 40vh;
`;

export const Card = styled.div`
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

export const Logo = styled.img`
  display: block;
  block-size: 2.5rem;
  inline-size: auto;
  max-inline-size: 12rem;
`;

export const Picture = styled.span`
  display: inline-flex;
  color: ${vars.color.accent};
  font-size: 3rem;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const Message = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  line-height: ${vars.lineHeight.normal};
`;

export const Detail = styled.p`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  font-variant-numeric: tabular-nums;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[2]};
`;
