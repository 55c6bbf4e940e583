/** A vendor of a centre's menu or switcher. */
export interface CentreVendor {
  vassalage: string;
  displayName: string;
}

/** A game class of a centre's filters. */
export interface CentreClass {
  key: string;
  displayName: string;
}
