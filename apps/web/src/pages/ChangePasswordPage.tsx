import { ChangePasswordForm } from '@lobby/auth';
import { Button } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { DeferredMessages } from '../language/DeferredMessages';
import { signOutConfirmAtom } from '../state/shellAtoms';
import { useSiteConfig } from '../startup/siteConfig';
import { FormPageSection, PageHeading } from './Page.styles';
import { pageMessages } from './pages.messages';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * `/changePassword` (forced after a login with the default or an expired password) and `/changePsw`: the password
 * change on a page of its own; done, the member goes home (spec 1 §4). The forced change holds the session until it
 * is done (routing/guards.ts), so it also offers the one other way out: signing out.
 */
export function ChangePasswordPage({ forced }: { forced: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { registerRules } = useSiteConfig();
  const confirmSignOut = useSetAtom(signOutConfirmAtom);
  const title = intl.formatMessage(forced ? pageMessages.changePassword : pageMessages.changePsw);
  useDocumentTitle(title);
  return (
    <FormPageSection>
      <PageHeading>{title}</PageHeading>
      <DeferredMessages>
        <ChangePasswordForm rules={registerRules} forced={forced} onChanged={() => void navigate({ to: '/' })} />
      </DeferredMessages>
      {forced && (
        <Button variant="ghost" onClick={() => confirmSignOut(true)}>
          {intl.formatMessage(pageMessages.signOutInstead)}
        </Button>
      )}
    </FormPageSection>
  );
}
