import type { ShellPath } from '../navigation/paths';
import { ItemButton, ItemLink, ItemList, Sections, SectionTitle } from './SideMenu.styles';
import { useId } from 'react';

export interface SideMenuItem {
  key: string;
  label: string;
  /** A page of the site; otherwise `onSelect` runs (opening a popup such as the member centre). */
  to?: ShellPath;
  onSelect?: () => void;
}

export interface SideMenuSection {
  key: string;
  title: string;
  items: readonly SideMenuItem[];
}

export interface SideMenuProps {
  /** Names the navigation landmark ("Side menu"). */
  label: string;
  sections: readonly SideMenuSection[];
  /** Called after any item is chosen: the drawer closes itself through it. */
  onNavigate?: () => void;
}

/** The side menu's links and actions in titled groups; the desktop aside and the phone drawer both render it. */
export function SideMenu({ label, sections, onNavigate }: SideMenuProps) {
  const baseId = useId();
  return (
    <nav aria-label={label}>
      <Sections>
        {sections.map((section) => {
          const titleId = `${baseId}-${section.key}`;
          return (
            <section key={section.key} aria-labelledby={titleId}>
              <SectionTitle id={titleId}>{section.title}</SectionTitle>
              <ItemList>
                {section.items.map((item) => (
                  <li key={item.key}>
                    {item.to ? (
                      <ItemLink
                        to={item.to}
                        activeOptions={{ exact: item.to === '/', includeSearch: false }}
                        onClick={onNavigate}
                      >
                        {item.label}
                      </ItemLink>
                    ) : (
                      <ItemButton
                        type="button"
                        onClick={() => {
                          onNavigate?.();
                          item.onSelect?.();
                        }}
                      >
                        {item.label}
                      </ItemButton>
                    )}
                  </li>
                ))}
              </ItemList>
            </section>
          );
        })}
      </Sections>
    </nav>
  );
}
