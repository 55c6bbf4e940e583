import { StartupErrorScreen } from '@lobby/frame';
import { useIntl } from '@lobby/i18n/react';
import { evaluateWhitelabel } from '@lobby/whitelabel';
import { WhitelabelProvider } from '@lobby/whitelabel/react';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { useShell } from '../context/ShellContext';
import { useCustomerService } from '../customerService/useCustomerService';
import { StartupCover } from '../startup/StartupCover';
import { errorText } from '../startup/errorText';
import { siteConfigOf, SiteConfigProvider, useSiteConfig } from '../startup/siteConfig';
import { startupMessages } from '../startup/startup.messages';
import { useStartupCall } from '../serverState/startupCall';

// Rare screens: their code loads only when the platform says so.
const MaintenanceScreen = lazy(() =>
  import('@lobby/frame/maintenance-screen').then((module) => ({ default: module.MaintenanceScreen })),
);
const RegionBlockedScreen = lazy(() =>
  import('@lobby/frame/region-blocked-screen').then((module) => ({ default: module.RegionBlockedScreen })),
);

function Maintenance() {
  const { brand, logoSrc } = useShell();
  const site = useSiteConfig();
  const customerService = useCustomerService();
  return (
    <MaintenanceScreen
      logoSrc={logoSrc}
      brandName={brand.displayName}
      message={site.maintenanceMessage}
      endsAt={site.maintenanceEnd}
      onContact={customerService.available ? customerService.open : undefined}
    />
  );
}

function RegionBlocked() {
  const { brand, logoSrc } = useShell();
  const site = useSiteConfig();
  const customerService = useCustomerService();
  return (
    <RegionBlockedScreen
      logoSrc={logoSrc}
      brandName={brand.displayName}
      ip={site.ip}
      onContact={customerService.available ? customerService.open : undefined}
    />
  );
}

/**
 * The start-up (spec 1 §1, §4): asks the platform's status before anything else, then shows the site, the
 * maintenance screen or the region-blocked screen, with the merchant's flags and site config provided below.
 * Checks again whenever the tab becomes visible, so a maintenance window that opens meanwhile takes over.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const { brand, calls, logoSrc } = useShell();
  const intl = useIntl();
  // A fresh answer is kept 30 s: a tab shown again within that is not asked again.
  const status = useStartupCall(calls.status, { staleMs: 30_000 });
  const { ask } = status;

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void ask();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [ask]);

  // Deferred (from nothing, even when the answer is there at the first render): the cover renders first, then the
  // site as a transition, in slices the browser interleaves with input and paint instead of one long task.
  const answer = useDeferredValue(status.data, undefined);
  const site = useMemo(() => (answer ? siteConfigOf(answer, brand) : null), [answer, brand]);
  const flags = useMemo(() => evaluateWhitelabel(answer?.info.whitelabel), [answer]);

  if (!site) {
    if (status.error !== undefined) {
      return (
        <StartupErrorScreen
          logoSrc={logoSrc}
          brandName={brand.displayName}
          title={intl.formatMessage(startupMessages.errorTitle)}
          message={errorText(intl, status.error)}
          retryLabel={intl.formatMessage(startupMessages.retry)}
          onRetry={() => void ask()}
          retrying={status.fetching}
        />
      );
    }
    return (
      <StartupCover
        label={intl.formatMessage(startupMessages.loading)}
        logoSrc={logoSrc}
        brandName={brand.displayName}
      />
    );
  }

  return (
    <SiteConfigProvider value={site}>
      <WhitelabelProvider flags={flags}>
        {site.systemStatus === 0 ? (
          children
        ) : (
          <Suspense
            fallback={
              <StartupCover
                label={intl.formatMessage(startupMessages.loading)}
                logoSrc={logoSrc}
                brandName={brand.displayName}
              />
            }
          >
            {site.systemStatus === 1 ? <Maintenance /> : <RegionBlocked />}
          </Suspense>
        )}
      </WhitelabelProvider>
    </SiteConfigProvider>
  );
}
