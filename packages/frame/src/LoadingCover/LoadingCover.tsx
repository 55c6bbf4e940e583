import { Spinner } from '@lobby/design-system';
import { Cover, CoverLogo, CoverPicture } from './LoadingCover.styles';

export interface LoadingCoverProps {
  /** Announced by the spinner ("Loading"). A string: the cover shows before any catalogue has loaded. */
  label: string;
  logoSrc: string;
  /** The logo's text alternative. */
  brandName: string;
  /** Shown above the logo (decoration): on a visitor's first view of `/` or a game centre, the page's first banner. */
  picture?: string | null;
}

/**
 * What shows before the start-up knows which screen to show: the brand logo and a spinner over everything. On a
 * visitor's first view of `/` or a game centre the page's first banner shows above them (`picture`), as on index.html's
 * cover, which this replaces. The picture is decoration: the banner itself, with its name, follows on the page.
 */
export function LoadingCover({ label, logoSrc, brandName, picture }: LoadingCoverProps) {
  return (
    <Cover data-testid="loading-cover" aria-busy="true">
      {picture && <CoverPicture src={picture} alt="" width={1200} height={400} />}
      <CoverLogo src={logoSrc} alt={brandName} width={224} height={48} />
      <Spinner size="lg" label={label} />
    </Cover>
  );
}
