import { refusalCode } from '@lobby/api-client';
import { errorCodes, type PointRewardItem } from '@lobby/contract';
import { Button, Spinner, Tabs, VisuallyHidden } from '@lobby/design-system';
import { Pager, Retry } from './parts';
import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import type { RewardsPageProps } from '../common/pageProps';
import { ConvertPoints } from './ConvertPoints';
import { PointDetails } from './PointDetails';
import { pointMallPageMessages as m } from './PointMallPage.messages';
import {
  BalanceBar,
  BalanceFigure,
  Notice,
  Page,
  Price,
  RewardCard,
  RewardGrid,
  Section,
  SectionTitle,
  SoldOut,
} from './PointMallPage.styles';
import { RedeemDialog } from './RedeemDialog';
import { RedeemHistory } from './RedeemHistory';
import {
  catalogueQuery,
  pictureOf,
  pointBalanceQuery,
  pointConfigQuery,
  pointTypesQuery,
  pointsKey,
} from './pointMall';

/**
 * What the points mall is given: the rewards pages' props, with the member optional (a visitor sees the catalogue)
 * and the way to the login a visitor is asked for when they press Redeem.
 */
export interface PointMallPageProps extends Omit<RewardsPageProps, 'memberId'> {
  /** The signed-in member's id; absent for a visitor. */
  memberId?: string | undefined;
  /** Opens the site's login (a visitor pressed Redeem, or the page's Log in). */
  onSignIn: () => void;
}

/** The platform has the points mall off (PTSYS3): `#543 function.not.available`. */
const isSwitchedOff = (error: unknown) => refusalCode(error) === errorCodes.functionNotAvailable;

/**
 * The points mall (`/pointMall`, PTSYS3): the member's points; the catalogue by type, paged, each reward with its
 * picture, its price in points and what they are worth, what is left of it; a reward redeemed with the login password
 * (and an address when it is sent); the conversion of points into money; the redeem history and the point details by
 * date range. A visitor sees the catalogue and is asked to log in to redeem.
 */
export function PointMallPage(props: PointMallPageProps) {
  const { client, memberId, currency, onSignIn } = props;
  const intl = useIntl();
  const types = useQuery(pointTypesQuery(client, memberId));
  const config = useQuery(pointConfigQuery(client, memberId));
  const balance = useQuery({ ...pointBalanceQuery(client, memberId ?? ''), enabled: memberId !== undefined });
  const [notice, setNotice] = useState<string | null>(null);

  // The app gives the page its heading (the route's name, or the member centre's title).
  const page = (children: ReactNode) => <Page>{children}</Page>;
  if (isSwitchedOff(types.error) || isSwitchedOff(config.error)) return page(<p>{intl.formatMessage(m.notOffered)}</p>);
  if (types.isError || config.isError) {
    return page(
      <Retry
        onRetry={() => {
          for (const query of [types, config]) if (query.isError) void query.refetch();
        }}
      />,
    );
  }
  if (types.isPending || config.isPending) return page(<Spinner label={intl.formatMessage(m.loading)} />);

  const points = balance.data;
  const moneyPerPoint = Number(config.data.moneyPerPoint);
  const money = (amount: number) => formatMoney(intl, amount, currency);
  return (
    <Page>
      <Section aria-label={intl.formatMessage(m.balance)}>
        <p>{intl.formatMessage(m.intro)}</p>
        <BalanceBar>
          {memberId === undefined ? (
            <>
              <p>{intl.formatMessage(m.signInToRedeem)}</p>
              <Button onClick={onSignIn}>{intl.formatMessage(m.signIn)}</Button>
            </>
          ) : (
            <BalanceFigure aria-live="polite">
              <span>{intl.formatMessage(m.balance)}</span>
              {points === undefined ? (
                balance.isError ? (
                  <Button variant="secondary" size="sm" onClick={() => void balance.refetch()}>
                    {intl.formatMessage(m.retry)}
                  </Button>
                ) : (
                  <Spinner label={intl.formatMessage(m.loading)} />
                )
              ) : (
                <strong>
                  <bdi>{intl.formatMessage(m.points, { points: intl.formatNumber(points) })}</bdi>
                </strong>
              )}
            </BalanceFigure>
          )}
        </BalanceBar>
        {notice && <Notice>{notice}</Notice>}
      </Section>
      <Catalogue
        {...props}
        types={types.data.map((type) => type.type)}
        points={points}
        money={money}
        moneyPerPoint={moneyPerPoint}
        onRedeemed={setNotice}
      />
      {memberId !== undefined && (
        <>
          <ConvertPoints
            {...props}
            memberId={memberId}
            points={points}
            moneyPerPoint={moneyPerPoint}
            minPoints={Number(config.data.minConvertPoints ?? 1)}
            offered={config.data.convertEnabled !== false && config.data.convertEnabled !== 0}
          />
          <RedeemHistory client={client} memberId={memberId} />
          <PointDetails client={client} memberId={memberId} />
        </>
      )}
    </Page>
  );
}

interface CatalogueProps extends PointMallPageProps {
  types: string[];
  points: number | undefined;
  money: (amount: number) => string;
  moneyPerPoint: number;
  onRedeemed: (notice: string) => void;
}

const typeNames = { VIRTUAL: m.typeVIRTUAL, PHYSICAL: m.typePHYSICAL } as const;
const isNamedType = (type: string): type is keyof typeof typeNames => Object.hasOwn(typeNames, type);

/** The catalogue: a tab per type, a page of rewards each. */
function Catalogue(props: CatalogueProps) {
  const intl = useIntl();
  const headingId = useId();
  const [type, setType] = useState(props.types[0] ?? 'VIRTUAL');
  const [pages, setPages] = useState<Record<string, number>>({});
  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{intl.formatMessage(m.catalogue)}</SectionTitle>
      <Tabs
        label={intl.formatMessage(m.catalogueTypes)}
        value={type}
        onValueChange={setType}
        tabs={props.types.map((value) => ({
          value,
          label: isNamedType(value) ? intl.formatMessage(typeNames[value]) : value,
        }))}
      >
        {(shown) => (
          <CataloguePage
            {...props}
            type={shown}
            page={pages[shown] ?? 1}
            onPageChange={(page) => setPages((all) => ({ ...all, [shown]: page }))}
          />
        )}
      </Tabs>
    </Section>
  );
}

function CataloguePage(props: CatalogueProps & { type: string; page: number; onPageChange: (page: number) => void }) {
  const { client, memberId, type, page, points, money, moneyPerPoint, onSignIn, onRedeemed } = props;
  const intl = useIntl();
  const queryClient = useQueryClient();
  const rewards = useQuery(catalogueQuery(client, memberId, type, page));
  const [chosen, setChosen] = useState<PointRewardItem | null>(null);
  if (rewards.isError) return <Retry onRetry={() => void rewards.refetch()} />;
  if (rewards.isPending) return <Spinner label={intl.formatMessage(m.loading)} />;
  const list = rewards.data.list;
  // The reward as the catalogue reads it now: what is left follows a refusal's fresh reading while the dialog is open.
  const current = chosen ? (list.find((reward) => reward.id === chosen.id) ?? chosen) : null;
  const totalPages = Math.max(1, Number(rewards.data.totalPages ?? 1));
  return (
    <>
      {list.length === 0 ? (
        <p>{intl.formatMessage(m.emptyCatalogue)}</p>
      ) : (
        <RewardGrid>
          {list.map((reward) => {
            const picture = pictureOf(reward);
            const worth = reward.displayPointMoneyAmt ?? reward.price * moneyPerPoint;
            return (
              <RewardCard key={reward.id}>
                {picture ? <img src={picture} alt="" width={240} height={240} loading="lazy" /> : <span />}
                <div>
                  <h3>
                    <bdi>{reward.name}</bdi>
                  </h3>
                  {reward.description && <p>{reward.description}</p>}
                </div>
                <div>
                  <Price>
                    <strong>
                      <bdi>{intl.formatMessage(m.points, { points: intl.formatNumber(reward.price) })}</bdi>
                    </strong>
                    <span>
                      <bdi>{intl.formatMessage(m.worth, { amount: money(Number(worth)) })}</bdi>
                    </span>
                  </Price>
                  <Price>
                    {reward.inventory > 0 ? (
                      <span>{intl.formatMessage(m.left, { count: intl.formatNumber(reward.inventory) })}</span>
                    ) : (
                      <SoldOut>{intl.formatMessage(m.soldOut)}</SoldOut>
                    )}
                    <Button
                      size="sm"
                      disabled={reward.inventory <= 0}
                      onClick={() => (memberId === undefined ? onSignIn() : setChosen(reward))}
                    >
                      {/* Named by the whole sentence, which starts with the word shown: a label of its own would not
                          read as holding that word in languages written without spaces (Thai). */}
                      <span aria-hidden="true">{intl.formatMessage(m.redeem)}</span>
                      <VisuallyHidden>{intl.formatMessage(m.redeemReward, { reward: reward.name })}</VisuallyHidden>
                    </Button>
                  </Price>
                </div>
              </RewardCard>
            );
          })}
        </RewardGrid>
      )}
      <Pager
        page={page}
        totalPages={totalPages}
        onPageChange={props.onPageChange}
        label={intl.formatMessage(m.cataloguePages)}
      />
      {memberId !== undefined && current && (
        <RedeemDialog
          client={client}
          memberId={memberId}
          reward={current}
          points={points}
          onClose={() => setChosen(null)}
          onRedeemed={(notice) => {
            setChosen(null);
            onRedeemed(notice);
          }}
          onCatalogueChanged={() => void queryClient.invalidateQueries({ queryKey: pointsKey(memberId) })}
        />
      )}
    </>
  );
}
