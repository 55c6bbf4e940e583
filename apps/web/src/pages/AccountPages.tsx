import {
  ForgotPasswordForm,
  loginPopupAtom,
  RegisterForm,
  type ForgotPasswordFormProps,
  type RegisterFormProps,
} from '@lobby/auth';
import { useIntl } from '@lobby/i18n/react';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useShell } from '../context/ShellContext';
import { useCustomerService } from '../customerService/useCustomerService';
import { useSiteConfig } from '../startup/siteConfig';
import { DeferredMessages } from '../language/DeferredMessages';
import { FormPageSection, PageHeading } from './Page.styles';
import { pageMessages } from './pages.messages';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * The registration form wired to the site: the merchant's rules, the brand's age of consent, home after success, the
 * login popup and the customer-service helper. Shared by the register popup and the `/register` page.
 */
export function useRegisterFormProps(): RegisterFormProps {
  const { brand } = useShell();
  const { registerRules } = useSiteConfig();
  const navigate = useNavigate();
  const openLogin = useSetAtom(loginPopupAtom);
  const customerService = useCustomerService();
  const home = () => void navigate({ to: '/' });
  return {
    rules: registerRules,
    ageOfConsent: brand.ageOfConsent ?? 18,
    onRegistered: home,
    onLogin: () => openLogin(true),
    onHome: home,
    onCustomerService: customerService.available ? customerService.open : undefined,
  };
}

/** The forgot-password forms wired to the site: the merchant's rules, and home once a reset by phone logs in. */
export function useForgotPasswordProps(): ForgotPasswordFormProps {
  const { registerRules } = useSiteConfig();
  const navigate = useNavigate();
  return { rules: registerRules, onEmailSent: () => {}, onLoggedIn: () => void navigate({ to: '/' }) };
}

/** `/register`: the registration form as a page of its own. */
export function RegisterPage() {
  const intl = useIntl();
  const name = intl.formatMessage(pageMessages.register);
  useDocumentTitle(name);
  return (
    <FormPageSection>
      <PageHeading>{name}</PageHeading>
      <DeferredMessages>
        <RegisterForm {...useRegisterFormProps()} />
      </DeferredMessages>
    </FormPageSection>
  );
}

/** `/forget`: the forgot-password forms as a page; after the e-mail confirmation the page goes home. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const name = intl.formatMessage(pageMessages.forget);
  useDocumentTitle(name);
  const props = useForgotPasswordProps();
  return (
    <FormPageSection>
      <PageHeading>{name}</PageHeading>
      <DeferredMessages>
        <ForgotPasswordForm {...props} onEmailSent={() => void navigate({ to: '/' })} />
      </DeferredMessages>
    </FormPageSection>
  );
}
