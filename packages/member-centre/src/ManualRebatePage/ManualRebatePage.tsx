import { betProductTypes, errorCodes, idempotencyKeyHeader, type BetProductType } from '@lobby/contract';
import { Button, Card, FormAlert, Spinner, VisuallyHidden } from '@lobby/design-system';
import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { outcomeUnknown, refusalCode, refusalData } from '../common/errors';
import { useErrorText } from '../common/errorText';
import { Actions, Facts, Muted, Notice, Section, SectionTitle } from '../common/page.styles';
import { memberCentreKey, type MemberCentrePageProps } from '../common/pageProps';
import { intentKeys } from '../money/intentKeys';
import { bettingRecordMessages } from '../BettingRecordPage/BettingRecordPage.messages';
import { manualRebatePageMessages as m } from './ManualRebatePage.messages';
import { ProductList, Total, TotalFigure } from './ManualRebatePage.styles';
import { isSwitchedOff, manualRebateQuery, rebateRows, rebateSettingsQuery, type RebateRow } from './rebate';

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** The products named as the betting record names them; any other shows as the platform names it. */
const isNamed = (product: string): product is BetProductType =>
  (betProductTypes as readonly string[]).includes(product);

/** A claim: of one product, or of every product (`undefined`). */
type Claim = { product: string | undefined };

/**
 * Manual rebate (`manualRebate`, MANPLAYREB3): per product, the valid bets since the last claim, the member's rate,
 * the rebate they earned and when it was last claimed, each claimed alone or all together into the main wallet. A
 * claim is a money movement: it carries an idempotency key, says what it paid, refreshes the balances the app shows
 * and reads the rebate again, which starts over from nothing.
 */
export function ManualRebatePage({ client, memberId, currency, onMoneyMoved }: MemberCentrePageProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const headingId = useId();
  const queryClient = useQueryClient();
  const settings = useQuery(rebateSettingsQuery(client, memberId));
  const earned = useQuery(manualRebateQuery(client, memberId));
  const [keys] = useState(() => intentKeys());
  const [notice, setNotice] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(intl, amount, currency);

  const refresh = () => queryClient.invalidateQueries({ queryKey: memberCentreKey(memberId, 'manualRebate') });
  const claim = useMutation({
    mutationFn: ({ product }: Claim) =>
      client.call('claimManualRebate', product === undefined ? {} : { productType: product }, {
        headers: { [idempotencyKeyHeader]: keys.keyFor({ product: product ?? 'ALL' }) },
      }),
    onMutate: () => setNotice(null),
    onSuccess: async (value) => {
      keys.settle();
      setNotice(intl.formatMessage(m.claimed, { amount: money(Number(value.rebateAmount)) }));
      onMoneyMoved();
      await refresh();
    },
    onError: async (error) => {
      // A refusal moved nothing: the next press is a new claim. After no answer, a retry sends the same key.
      if (!outcomeUnknown(error)) keys.settle();
      await refresh();
    },
  });

  const title = <SectionTitle id={headingId}>{intl.formatMessage(m.title)}</SectionTitle>;
  const page = (children: ReactNode) => (
    <Section aria-labelledby={headingId}>
      {title}
      {children}
    </Section>
  );
  if (isSwitchedOff(settings.error) || isSwitchedOff(earned.error))
    return page(<p>{intl.formatMessage(m.notOffered)}</p>);
  if (settings.isError || earned.isError) {
    return page(
      <>
        <FormAlert>{intl.formatMessage(m.failed)}</FormAlert>
        <Actions>
          <Button
            variant="secondary"
            onClick={() => {
              for (const query of [settings, earned]) if (query.isError) void query.refetch();
            }}
          >
            {intl.formatMessage(m.retry)}
          </Button>
        </Actions>
      </>,
    );
  }
  if (settings.isPending || earned.isPending) return page(<Spinner label={intl.formatMessage(m.loading)} />);

  const rows = rebateRows(settings.data, earned.data);
  const claiming = claim.isPending ? claim.variables : undefined;
  const press = (product: string | undefined) => {
    if (!claim.isPending) claim.mutate({ product });
  };
  const refusal = claim.error ? refusalText(claim.error) : null;

  function refusalText(error: unknown): string {
    if (outcomeUnknown(error)) return intl.formatMessage(m.unknownOutcome);
    switch (refusalCode(error)) {
      case errorCodes.rebateNothingToClaim:
        return intl.formatMessage(m.nothingToClaim);
      case errorCodes.rebateBelowMinimum: {
        const data = refusalData(error);
        return intl.formatMessage(m.belowMinimum, {
          amount: money(Number(data.rebateAmount ?? 0)),
          minimum: money(Number(data.minimumAmount ?? 0)),
        });
      }
      case errorCodes.functionNotAvailable:
        return intl.formatMessage(m.notOffered);
      case errorCodes.productTypeUnknown:
        return intl.formatMessage(m.productGone);
      default:
        return errorText(error);
    }
  }

  return page(
    <>
      {notice && <Notice>{notice}</Notice>}
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <p>{intl.formatMessage(m.intro)}</p>
      {rows.length === 0 ? (
        <p>{intl.formatMessage(m.empty)}</p>
      ) : (
        <>
          <Total>
            <TotalFigure>
              <dt>{intl.formatMessage(m.total)}</dt>
              <dd>
                <bdi>{money(Number(earned.data.totalRebateAmount))}</bdi>
              </dd>
            </TotalFigure>
            <Button
              loading={claiming !== undefined && claiming.product === undefined}
              disabled={claim.isPending}
              onClick={() => press(undefined)}
            >
              {intl.formatMessage(m.claimAll)}
            </Button>
          </Total>
          <ProductList>
            {rows.map((row) => (
              <li key={row.productType}>
                <ProductCard
                  row={row}
                  money={money}
                  claiming={claiming?.product === row.productType}
                  busy={claim.isPending}
                  onClaim={() => press(row.productType)}
                />
              </li>
            ))}
          </ProductList>
        </>
      )}
    </>,
  );
}

interface ProductCardProps {
  row: RebateRow;
  money: (amount: number) => string;
  claiming: boolean;
  busy: boolean;
  onClaim: () => void;
}

/** One product: its figures, and its claim under a name that says which product it claims. */
function ProductCard({ row, money, claiming, busy, onClaim }: ProductCardProps) {
  const intl = useIntl();
  const name = isNamed(row.productType) ? intl.formatMessage(bettingRecordMessages[row.productType]) : row.productType;
  const short = row.rebate > 0 && row.rebate < row.minimum;
  return (
    <Card
      heading={name}
      headingLevel={5}
      padding="sm"
      actions={
        <Button size="sm" variant="secondary" loading={claiming} disabled={busy} onClick={onClaim}>
          {/* Named by the whole sentence, which starts with the word shown: a label of its own would not read as
              holding that word in languages written without spaces (Thai). */}
          <span aria-hidden="true">{intl.formatMessage(m.claim)}</span>
          <VisuallyHidden>{intl.formatMessage(m.claimProduct, { product: name })}</VisuallyHidden>
        </Button>
      }
    >
      <Facts>
        <dt>{intl.formatMessage(m.validBet)}</dt>
        <dd>
          <bdi>{money(row.validBet)}</bdi>
        </dd>
        <dt>{intl.formatMessage(m.rate)}</dt>
        <dd>
          {row.rate === undefined
            ? '-'
            : intl.formatNumber(row.rate / 100, { style: 'percent', maximumFractionDigits: 2 })}
        </dd>
        <dt>{intl.formatMessage(m.rebate)}</dt>
        <dd>
          <bdi>{money(row.rebate)}</bdi>
        </dd>
        <dt>{intl.formatMessage(m.lastClaim)}</dt>
        <dd>
          {row.lastClaimTime === null
            ? intl.formatMessage(m.neverClaimed)
            : intl.formatDate(row.lastClaimTime, dateTime)}
        </dd>
      </Facts>
      {short && <Muted>{intl.formatMessage(m.minimum, { amount: money(row.minimum) })}</Muted>}
    </Card>
  );
}
