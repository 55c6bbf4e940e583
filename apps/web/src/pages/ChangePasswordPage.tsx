import { ChangePasswordForm } from '@lobby/auth';
import { useIntl } from '@lobby/i18n/react';
import { useNavigate } from '@tanstack/react-router';
import { DeferredMessages } from '../language/DeferredMessages';
import { useSiteConfig } from '../startup/siteConfig';
import { FormPageSection, PageHeading } from './Page.styles';
import { pageMessages } from './pages.messages';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * `/changePassword` (forced after a login with the default or an expired password) and `/changePsw`: the password
 * change on a page of its own; done, the member goes home (spec 1 §4).
 */
export function ChangePasswordPage({ forced }: { forced: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { registerRules } = useSiteConfig();
  const title = intl.formatMessage(forced ? pageMessages.changePassword : pageMessages.changePsw);
  useDocumentTitle(title);
  return (
    <FormPageSection>
      <PageHeading>{title}</PageHeading>
      <DeferredMessages>
        <ChangePasswordForm rules={registerRules} forced={forced} onChanged={() => void navigate({ to: '/' })} />
      </DeferredMessages>
    </FormPageSection>
  );
}
