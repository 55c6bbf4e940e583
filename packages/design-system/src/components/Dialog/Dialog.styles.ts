import styled, { keyframes } from 'styled-components';
import { vars } from '../../tokens/vars';

export type DialogSize = 'sm' | 'md' | 'lg';

// 400, 560 and 800 px at the default text size; in rem so the panel grows with the reader's chosen text size.
const maxInlineSizes: Record<DialogSize, string> = { sm: '25rem', md: '35rem', lg: '50rem' };

const fadeIn = keyframes`
  from { opacity: 0; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(0.5rem) scale(0.98); }
`;

/** The scrim; it also centres the panel, so the panel needs no fixed positioning of its own. */
/** Phones: below the width where the centres put their menu beside the page. */
const phone = '(max-width: 47.99rem)';

export const Scrim = styled.div<{ $fullScreenOnPhone?: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.dialog};
  display: grid;
  place-items: center;
  padding: ${vars.space[4]};
  background: ${vars.dialog.scrim};

  @media ${phone} {
    ${(p) => (p.$fullScreenOnPhone ? 'padding: 0;' : '')}
  }

  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] {
      animation: ${fadeIn} ${vars.duration.normal} ease-out;
    }
  }
`;

export const Panel = styled.div<{ $size: DialogSize; $fullScreenOnPhone?: boolean }>`
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  max-inline-size: ${(p) => maxInlineSizes[p.$size]};
  /* Never taller than the viewport: the body scrolls instead. */
  max-block-size: calc(100dvh - 2 * ${vars.space[4]});
  overflow: hidden;
  color: ${vars.color.text};
  background: ${vars.dialog.bg};
  border-radius: ${vars.dialog.radius};
  box-shadow: ${vars.shadow.overlay};

  @media ${phone} {
    ${(p) =>
      p.$fullScreenOnPhone
        ? 'max-inline-size: none; block-size: 100dvh; max-block-size: 100dvh; border-radius: 0; box-shadow: none;'
        : ''}
  }

  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] {
      animation: ${rise} ${vars.duration.normal} ease-out;
    }
  }
`;

export const Header = styled.div`
  display: flex;
  flex: none;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding-block: ${vars.space[4]} ${vars.space[3]};
  padding-inline: ${vars.space[5]} ${vars.space[3]};
`;

export const Title = styled.h2`
  flex: 1 1 auto;
  min-inline-size: 0;
  margin: 0;
  padding-block-start: ${vars.space[1]};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Description = styled.p`
  flex: none;
  margin: 0;
  padding-inline: ${vars.space[5]};
  padding-block-end: ${vars.space[3]};
  font-size: ${vars.fontSize.sm};
`;

export const Body = styled.div`
  flex: 1 1 auto;
  min-block-size: 0;
  /* No logical overflow property is widely supported yet; the block axis is vertical in every script we ship. */
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-inline: ${vars.space[5]};
  padding-block-end: ${vars.space[5]};
  /* Focusable when it scrolls; the ring goes inside, as the panel clips whatever overflows it. */
  outline-offset: -2px;
`;

export const Footer = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[3]};
  padding-block: ${vars.space[3]} ${vars.space[4]};
  padding-inline: ${vars.space[5]};
  border-block-start: 1px solid ${vars.color.border};
`;

/** The icon-only close button of overlay headers; shared by Dialog, Drawer and Toast. */
export const CloseButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${vars.size.controlSm};
  block-size: ${vars.size.controlSm};
  margin-inline-start: auto;
  padding: 0;
  color: ${vars.color.text};
  background: transparent;
  border: 1px solid transparent;
  border-radius: ${vars.radius.sm};
  cursor: pointer;
  transition: background-color ${vars.duration.fast};

  &:hover {
    background: ${vars.color.surfaceSunken};
  }

  svg {
    inline-size: ${vars.size.icon};
    block-size: ${vars.size.icon};
  }
`;
