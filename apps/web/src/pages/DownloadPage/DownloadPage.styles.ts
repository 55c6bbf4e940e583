import { vars } from '@lobby/design-system';
import { type ButtonLinkStyleProps, buttonLinkStyles } from '@lobby/frame';
import styled from 'styled-components';

/** The code beside the downloads on wide screens; one above the other on phones. */
export const Panels = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  align-items: start;

  @media (min-width: 56rem) {
    grid-template-columns: auto minmax(0, 1fr);
  }
`;

export const CodePanel = styled.section`
  display: grid;
  justify-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  border-radius: ${vars.tile.radius};
  background: ${vars.tile.bg};
  text-align: center;
`;

export const AppName = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const AppIcon = styled.img`
  display: block;
  inline-size: 3rem;
  block-size: 3rem;
  border-radius: ${vars.radius.md};
`;

export const Caption = styled.p`
  max-inline-size: 20rem;
  margin: 0;
`;

export const Address = styled.p`
  max-inline-size: 20rem;
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${vars.fontSize.sm};
`;

export const DownloadsPanel = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  border-radius: ${vars.tile.radius};
  background: ${vars.tile.bg};
`;

export const PanelHeading = styled.h2`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const DownloadList = styled.ul`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const DownloadItem = styled.li`
  display: grid;
  justify-items: start;
  gap: ${vars.space[2]};
`;

/** A file on another host: an anchor with the button look (it downloads, it does not act on this page). */
export const DownloadLink = styled.a<ButtonLinkStyleProps>`
  ${buttonLinkStyles}
  min-block-size: ${vars.size.controlLg};

  svg {
    font-size: ${vars.size.icon};
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const FileTitle = styled.span`
  font-weight: ${vars.fontWeight.medium};
`;

export const NoApps = styled.p`
  margin: 0;
`;
