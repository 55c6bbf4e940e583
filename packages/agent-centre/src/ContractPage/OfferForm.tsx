import { contractRules } from '@lobby/contract';
import { Button, FormAlert, Select, TextField } from '@lobby/design-system';
import { readAmount } from '@lobby/i18n/amount';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { agentCentreKey } from '../common/pageProps';
import { useRefusalText } from '../contracts/ContractCard';
import { tierShape, type Tier } from '../contracts/contractKinds';
import { turnoverTitle } from '../contracts/ContractTerms';
import { contractMessages as m } from '../contracts/contracts.messages';
import { offeredProducts, useProductName } from '../contracts/contractText';
import { Actions, CardTitle } from '../contracts/contracts.styles';
import type { ContractPageProps } from './ContractPage';
import { TierFields, TierRow } from './ContractPage.styles';

interface TierText {
  minimumBet: string;
  activeMember: string;
  rate: string;
  rateType: 'P' | 'F';
  winRate: string;
}

type TierErrors = Partial<Record<keyof TierText, string>>;

const emptyTier = (): TierText => ({ minimumBet: '', activeMember: '', rate: '', rateType: 'P', winRate: '' });

/**
 * The terms of an offer to a direct downline agent: the product (one it holds no contract of this type on), a
 * dividend's computation period, and 1 to `contractRules.maxTiers` tiers, each checked before sending: amounts and
 * counts not below zero, a rate above zero, a percentage at most 100, more turnover than the tier before.
 */
export function OfferForm({
  client,
  memberId,
  type,
  username,
  held,
  onDone,
}: ContractPageProps & { username: string; held: readonly string[]; onDone: (sent: boolean) => void }) {
  const intl = useIntl();
  const titleId = useId();
  const productName = useProductName();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const shape = tierShape[type];
  const products = offeredProducts.filter((product) => !held.includes(product));
  const [product, setProduct] = useState<string>(products[0] ?? 'RNG');
  const [period, setPeriod] = useState<'H' | 'M'>('M');
  const [tiers, setTiers] = useState<TierText[]>([emptyTier()]);
  const [errors, setErrors] = useState<TierErrors[]>([]);
  const form = useRef<HTMLFormElement>(null);

  const offer = useMutation({
    mutationFn: (sent: Tier[]) =>
      client.call('offerAgentContract', {
        type,
        username,
        productType: product as (typeof offeredProducts)[number],
        ...(type === 'dividend' ? { computationPeriod: period } : {}),
        tiers: sent.map((tier) => ({
          minimumBet: tier.minimumBet,
          activeMember: tier.activeMember,
          rate: tier.rate,
          rateType: tier.rateType,
          ...(shape.winRate ? { winRate: tier.winRate ?? 0 } : {}),
        })),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: agentCentreKey(memberId) });
      onDone(true);
    },
  });

  /** The tiers read, or undefined with each field's problem set. */
  const read = (): Tier[] | undefined => {
    const found: TierErrors[] = [];
    const out: Tier[] = [];
    // Amounts, counts and rates as typed: digits with at most two decimals.
    const number = (text: string) => {
      const typed = readAmount(text);
      return 'cents' in typed ? typed.cents / 100 : Number.NaN;
    };
    tiers.forEach((tier, index) => {
      const problems: TierErrors = {};
      const minimumBet = number(tier.minimumBet);
      const activeMember = shape.activeMember ? number(tier.activeMember) : 0;
      const rate = number(tier.rate);
      const rateType = shape.fixed ? tier.rateType : 'P';
      const winRate = shape.winRate ? number(tier.winRate) : 0;
      const check = (key: keyof TierText, value: number, text: string) => {
        if (text.trim() === '') problems[key] = intl.formatMessage(m.required);
        else if (!Number.isFinite(value) || value < 0) problems[key] = intl.formatMessage(m.notNumber);
      };
      check('minimumBet', minimumBet, tier.minimumBet);
      if (shape.activeMember) {
        check('activeMember', activeMember, tier.activeMember);
        if (!problems.activeMember && !Number.isInteger(activeMember)) {
          problems.activeMember = intl.formatMessage(m.wholeNumber);
        }
      }
      check('rate', rate, tier.rate);
      if (!problems.rate && rate <= 0) problems.rate = intl.formatMessage(m.rateAboveZero);
      if (shape.winRate) check('winRate', winRate, tier.winRate);
      const max = contractRules.maxPercent;
      if (!problems.rate && rateType === 'P' && rate > max) problems.rate = intl.formatMessage(m.percentMax, { max });
      if (!problems.winRate && winRate > max) problems.winRate = intl.formatMessage(m.percentMax, { max });
      const before = out[index - 1];
      if (!problems.minimumBet && before && minimumBet <= before.minimumBet) {
        problems.minimumBet = intl.formatMessage(m.increasing);
      }
      found.push(problems);
      out.push({ minimumBet, activeMember, rate, rateType, winRate });
    });
    setErrors(found);
    return found.some((problems) => Object.keys(problems).length) ? undefined : out;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = read();
    if (!sent) {
      // The first field in trouble takes focus, so its message is read out.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (!offer.isPending) offer.mutate(sent);
  };

  const edit = (index: number, patch: Partial<TierText>) =>
    setTiers((all) => all.map((tier, at) => (at === index ? { ...tier, ...patch } : tier)));

  return (
    <form ref={form} noValidate aria-labelledby={titleId} onSubmit={submit}>
      <TierFields>
        <CardTitle id={titleId}>{intl.formatMessage(m.formTitle, { name: username })}</CardTitle>
        <Select
          label={intl.formatMessage(m.product)}
          value={product}
          onValueChange={setProduct}
          options={products.map((code) => ({ value: code, label: productName(code) }))}
        />
        {type === 'dividend' && (
          <Select
            label={intl.formatMessage(m.computationPeriod)}
            value={period}
            onValueChange={(value) => setPeriod(value === 'H' ? 'H' : 'M')}
            options={[
              { value: 'M', label: intl.formatMessage(m.periodM) },
              { value: 'H', label: intl.formatMessage(m.periodH) },
            ]}
          />
        )}
        {tiers.map((tier, index) => {
          const problems = errors[index] ?? {};
          const n = index + 1;
          return (
            <TierRow key={index} aria-label={intl.formatMessage(m.tier, { n })}>
              <TextField
                label={`${intl.formatMessage(m.tier, { n })}: ${intl.formatMessage(turnoverTitle(type))}`}
                inputMode="decimal"
                autoComplete="off"
                value={tier.minimumBet}
                error={problems.minimumBet}
                onChange={(event) => edit(index, { minimumBet: event.target.value })}
              />
              {shape.activeMember && (
                <TextField
                  label={`${intl.formatMessage(m.tier, { n })}: ${intl.formatMessage(m.activeMembers)}`}
                  inputMode="numeric"
                  autoComplete="off"
                  value={tier.activeMember}
                  error={problems.activeMember}
                  onChange={(event) => edit(index, { activeMember: event.target.value })}
                />
              )}
              {shape.fixed && (
                <Select
                  label={`${intl.formatMessage(m.tier, { n })}: ${intl.formatMessage(m.rateType)}`}
                  value={tier.rateType}
                  onValueChange={(value) => edit(index, { rateType: value === 'F' ? 'F' : 'P' })}
                  options={[
                    { value: 'P', label: intl.formatMessage(m.ratePercent) },
                    { value: 'F', label: intl.formatMessage(m.rateFixed) },
                  ]}
                />
              )}
              <TextField
                label={`${intl.formatMessage(m.tier, { n })}: ${intl.formatMessage(
                  type === 'realtime' ? m.lossRate : type === 'dividend' ? m.dividendRate : m.rate,
                )}`}
                inputMode="decimal"
                autoComplete="off"
                suffix={tier.rateType === 'P' || !shape.fixed ? '%' : undefined}
                value={tier.rate}
                error={problems.rate}
                onChange={(event) => edit(index, { rate: event.target.value })}
              />
              {shape.winRate && (
                <TextField
                  label={`${intl.formatMessage(m.tier, { n })}: ${intl.formatMessage(m.winRate)}`}
                  inputMode="decimal"
                  autoComplete="off"
                  suffix="%"
                  value={tier.winRate}
                  error={problems.winRate}
                  onChange={(event) => edit(index, { winRate: event.target.value })}
                />
              )}
              {tiers.length > 1 && (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setTiers((all) => all.filter((_tier, at) => at !== index));
                    setErrors([]);
                  }}
                >
                  {intl.formatMessage(m.removeTier, { n })}
                </Button>
              )}
            </TierRow>
          );
        })}
        {offer.error && <FormAlert>{refusalText(offer.error)}</FormAlert>}
        <Actions>
          {tiers.length < contractRules.maxTiers && (
            <Button type="button" size="sm" variant="secondary" onClick={() => setTiers([...tiers, emptyTier()])}>
              {intl.formatMessage(m.addTier)}
            </Button>
          )}
          <Button type="submit" size="sm" loading={offer.isPending}>
            {intl.formatMessage(m.send)}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => onDone(false)}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </Actions>
      </TierFields>
    </form>
  );
}

export default OfferForm;
