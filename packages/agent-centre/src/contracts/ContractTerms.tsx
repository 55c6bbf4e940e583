import type { ContractType } from '@lobby/contract';
import { useIntl } from '@lobby/i18n/react';
import { useId } from 'react';
import { useMoney } from '../common/money';
import { Table, TableScroll } from '../common/page.styles';
import { tierShape, type Tier } from './contractKinds';
import { contractMessages as m } from './contracts.messages';

/** The column heading of a type's turnover: daily bet volume, real-time bet amount, else minimum bet. */
export const turnoverTitle = (type: ContractType) =>
  type === 'daily' ? m.betVolume : type === 'realtime' ? m.betAmount : m.minimumBet;

/**
 * A contract's terms: a row per tier with the turnover and active members it needs and what it pays (percent, or a
 * fixed amount; a real-time salary's rates when the team lost and won; a dividend's share of the net loss).
 */
export function ContractTerms({
  type,
  tiers,
  caption,
  currency,
}: {
  type: ContractType;
  tiers: readonly Tier[];
  caption: string;
  currency: string | undefined;
}) {
  const intl = useIntl();
  const { money } = useMoney(currency);
  const shape = tierShape[type];
  const captionId = useId();
  const percent = (rate: number) =>
    intl.formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: 2, minimumFractionDigits: 0 });
  const rateText = (tier: Tier) =>
    tier.rateType === 'P' ? percent(tier.rate) : intl.formatMessage(m.fixed, { amount: money(tier.rate) });
  return (
    <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.colTier)}</th>
            <th scope="col">{intl.formatMessage(turnoverTitle(type))}</th>
            {shape.activeMember && <th scope="col">{intl.formatMessage(m.activeMembers)}</th>}
            {type === 'realtime' ? (
              <>
                <th scope="col">{intl.formatMessage(m.lossRate)}</th>
                <th scope="col">{intl.formatMessage(m.winRate)}</th>
              </>
            ) : (
              <th scope="col">{intl.formatMessage(type === 'dividend' ? m.dividendRate : m.rate)}</th>
            )}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            <tr key={index}>
              <th scope="row">{intl.formatMessage(m.tier, { n: index + 1 })}</th>
              <td>{money(tier.minimumBet)}</td>
              {shape.activeMember && <td>{intl.formatNumber(tier.activeMember)}</td>}
              <td>{rateText(tier)}</td>
              {type === 'realtime' && <td>{percent(tier.winRate ?? 0)}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
