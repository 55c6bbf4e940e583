import { Button, ClockIcon, FlameIcon, HeartIcon, IconButton } from '@lobby/design-system';
import { useIntl, type MessageDescriptor } from '@lobby/i18n/react';
import { useState, type ReactNode } from 'react';
import type { CentreVendor } from '../GameCentre/types';
import type { ListType, ListView } from '../list/listView';
import { useWindow } from '../paging/useWindow';
import { WindowArrows } from '../paging/WindowArrows';
import { rngSwitcherMessages as m } from './RngSwitcher.messages';
import { Bar, Categories, Group, TabRow, VendorTabs } from './RngSwitcher.styles';

/** Vendor tabs shown at once; with more vendors than fit beside "All", arrows page through them (spec 2 §2). */
const tabsAtOnce = 6;

export interface RngCategory {
  key: string;
  label: MessageDescriptor;
}

/** The RNG sub-categories of spec 2 §2, in its order; bingo only where the second language is on. */
const rngCategories: ReadonlyArray<RngCategory & { secondLanguageOnly?: boolean }> = [
  { key: 'SC', label: m.scratch },
  { key: 'VP', label: m.videoPoker },
  { key: 'JP', label: m.jackpot },
  { key: 'TG', label: m.table },
  { key: 'AC', label: m.arcade },
  { key: 'BG', label: m.bingo, secondLanguageOnly: true },
];

/**
 * The sub-categories to offer: the spec's, less bingo without the second language, and less those the platform's
 * RNG lane does not list (`offered`; when the lane lists no classes at all, every one is offered).
 */
export function rngCategoriesOf(offered: readonly string[], { secondLanguage }: { secondLanguage: boolean }) {
  return rngCategories.filter(
    (category) =>
      (secondLanguage || !category.secondLanguageOnly) && (offered.length === 0 || offered.includes(category.key)),
  );
}

export interface RngSwitcherProps {
  view: ListView;
  vendors: readonly CentreVendor[];
  categories: readonly RngCategory[];
  /** A vendor tab ('' for all): back to game mode with that vendor. */
  onVendor: (vassalage: string) => void;
  /** An icon: HOT, FAV or RECENT; the caller turns the active one back into game mode. */
  onList: (listType: ListType) => void;
  /** A sub-category, '' for none. */
  onCategory: (key: string) => void;
  /** The search box, at the end of the bar. */
  children?: ReactNode;
}

const modeIcons: ReadonlyArray<[ListType, MessageDescriptor, (pressed: boolean) => ReactNode]> = [
  ['HOT', m.hot, () => <FlameIcon />],
  ['FAV', m.favourites, (pressed) => <HeartIcon filled={pressed} />],
  ['RECENT', m.recent, () => <ClockIcon />],
];

/**
 * The slot centre's switcher (spec 2 §2, §4): vendor tabs (All, then the RNG vendors a window at a time), the hot,
 * favourites and recent icons (modes beside the plain "game" mode), the sub-categories and the search box.
 */
export function RngSwitcher({ view, vendors, categories, onVendor, onList, onCategory, children }: RngSwitcherProps) {
  const intl = useIntl();
  const tabs: CentreVendor[] = [{ vassalage: '', displayName: intl.formatMessage(m.allVendors) }, ...vendors];
  const activeIndex = view.listType === 'ALL' ? tabs.findIndex((tab) => tab.vassalage === view.vassalage) : -1;

  // The window starts where the active vendor is, and follows it when the address names another one.
  const tabWindow = useWindow(tabs.length, tabsAtOnce, activeIndex);
  const [followed, setFollowed] = useState(view.vassalage);
  if (followed !== view.vassalage) {
    setFollowed(view.vassalage);
    tabWindow.reveal(activeIndex);
  }

  return (
    <>
      <Bar>
        <VendorTabs>
          <WindowArrows
            window={tabWindow}
            earlierLabel={intl.formatMessage(m.earlierVendors)}
            laterLabel={intl.formatMessage(m.laterVendors)}
          >
            <TabRow role="group" aria-label={intl.formatMessage(m.vendors)}>
              {tabWindow.slice(tabs).map((tab) => {
                const pressed = view.listType === 'ALL' && view.vassalage === tab.vassalage;
                return (
                  <Button
                    key={tab.vassalage || '*'}
                    size="sm"
                    variant={pressed ? 'primary' : 'ghost'}
                    aria-pressed={pressed}
                    onClick={() => onVendor(tab.vassalage)}
                  >
                    {tab.displayName}
                  </Button>
                );
              })}
            </TabRow>
          </WindowArrows>
        </VendorTabs>
        <Group role="group" aria-label={intl.formatMessage(m.lists)}>
          {modeIcons.map(([listType, label, icon]) => {
            const pressed = view.listType === listType;
            return (
              <IconButton
                key={listType}
                label={intl.formatMessage(label)}
                icon={icon(pressed)}
                variant={pressed ? 'primary' : 'secondary'}
                aria-pressed={pressed}
                onClick={() => onList(listType)}
              />
            );
          })}
        </Group>
        {children}
      </Bar>
      {categories.length > 0 && (
        <Categories role="group" aria-label={intl.formatMessage(m.categories)}>
          {categories.map((category) => {
            const pressed = view.listType === 'ALL' && view.gameClassify === category.key;
            return (
              <Button
                key={category.key}
                size="sm"
                variant={pressed ? 'primary' : 'secondary'}
                aria-pressed={pressed}
                onClick={() => onCategory(pressed ? '' : category.key)}
              >
                {intl.formatMessage(category.label)}
              </Button>
            );
          })}
        </Categories>
      )}
    </>
  );
}
