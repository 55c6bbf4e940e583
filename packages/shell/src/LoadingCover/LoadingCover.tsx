import { Spinner } from '@lobby/design-system';
import { Cover, CoverLogo } from './LoadingCover.styles';

export interface LoadingCoverProps {
  /** Announced by the spinner ("Loading"). A string: the cover shows before any catalogue has loaded. */
  label: string;
  logoSrc: string;
  /** The logo's text alternative. */
  brandName: string;
}

/** What shows before the start-up knows which screen to show: the brand logo and a spinner over everything. */
export function LoadingCover({ label, logoSrc, brandName }: LoadingCoverProps) {
  return (
    <Cover data-testid="loading-cover" aria-busy="true">
      <CoverLogo src={logoSrc} alt={brandName} width={224} height={48} />
      <Spinner size="lg" label={label} />
    </Cover>
  );
}
