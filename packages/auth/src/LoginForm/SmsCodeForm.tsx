import { TextField } from '@lobby/design-system';
import { useForm } from '@lobby/forms';
import { useMemo, useState, type ReactNode } from 'react';
import { CountryCodePicker, type CountryChoice } from '../CountryCodePicker';
import { useErrorText } from '../errors/errorText';
import { Form } from '../formSupport';
import { usePhoneCode, type PhoneProof } from '../identity/usePhoneCode';
import { useAuthClient } from '../react/AuthProvider';
import { SmsCodeButton } from '../SmsCodeButton';
import { CodeRow } from './LoginForm.styles';
import { smsLoginSchema } from './loginSchemas';
import { useLoginSchemaMessages } from './useLoginSchemaMessages';

export interface SmsCodeFormProps {
  labels: { mobile: string; code: string };
  /** A valid number and code; on the phone provider's path the provider has accepted the code (`proof`). */
  onSubmit: (values: { mobile: string; code: string }, proof: PhoneProof) => void;
  /** Above the fields: the form's alert. */
  header?: ReactNode;
  /** Below the fields: the submit button and the like. */
  children: ReactNode;
}

/**
 * A mobile number with its country code and a code sent to it without a login (`smsNoLogin`, or the brand's phone
 * provider): SMS login and a login's SMS proof. A code the provider refuses is said at the code's field.
 */
export function SmsCodeForm({ labels, onSubmit, header, children }: SmsCodeFormProps) {
  const client = useAuthClient();
  const errorText = useErrorText();
  const messages = useLoginSchemaMessages();
  const [country, setCountry] = useState<CountryChoice | null>(null);
  const schema = useMemo(() => smsLoginSchema(messages), [messages]);
  const form = useForm({ schema, defaultValues: { mobile: '', code: '' } });
  const phoneCode = usePhoneCode((target, human) => client.call('smsNoLogin', { ...target, ...human }));
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    let proof: PhoneProof;
    try {
      proof = await phoneCode.proof(values.code);
    } catch (error) {
      form.setError('code', { message: errorText(error) }, { shouldFocus: true });
      return;
    }
    onSubmit(values, proof);
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      {header}
      <TextField
        label={labels.mobile}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={<CountryCodePicker onChange={setCountry} />}
        error={errors.mobile?.message}
        {...form.register('mobile')}
      />
      <CodeRow>
        <TextField
          label={labels.code}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <SmsCodeButton
          validate={() => form.trigger('mobile', { shouldFocus: true })}
          target={() => ({
            mobileNum: form.getValues('mobile').trim(),
            countryDialingCode: country?.countryDialingCode,
          })}
          phoneCode={phoneCode}
          disabled={country === null}
        />
      </CodeRow>
      {children}
    </Form>
  );
}
