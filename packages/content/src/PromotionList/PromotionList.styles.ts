import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** The category filters: buttons that wrap onto more lines rather than hide off screen. */
export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin-block-end: ${vars.space[4]};
`;

/** Cards fill the row, each at least 18rem wide (a phone shows one a row). */
export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A promotion's card: the whole card follows its title's link, whose focus ring the card draws. */
export const Card = styled.li`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  transition: border-color ${vars.duration.fast};

  &:hover {
    border-color: ${vars.color.accent};
  }
  &:has(a:focus-visible) {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

/** Pictures are 3:1 like the banner art: the box is kept before they load. */
export const Picture = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 3 / 1;
  object-fit: cover;
  background: ${vars.color.skeleton};
`;

export const CardBody = styled.div`
  display: grid;
  align-content: start;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]} ${vars.space[4]};
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

/** The title's link covers the card, so a click anywhere on it opens the promotion. */
export const CardLink = styled.a`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

export const Period = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** A message above the cards (a category list that failed, a promotion no longer running), with its action. */
export const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  margin: 0 0 ${vars.space[4]};
  color: ${vars.color.textMuted};
`;

/** A card's place while the promotions load: picture and two lines. */
export const CardPlaceholder = styled.li`
  display: grid;
  gap: ${vars.space[2]};
  padding-block-end: ${vars.space[4]};
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};

  & > :not(:first-child) {
    margin-inline: ${vars.space[4]};
  }
`;
