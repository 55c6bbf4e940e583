import { array, lazy, looseObject, string, union, unknown } from 'valibot';
import type { GenericSchema, InferOutput } from 'valibot';
import { flagLike, idLike, maybe, numberLike } from './primitives';
import { registerRules } from './registration.values';

// The system status is the first call of start-up, so the first paint carries this file whole
// (docs/decisions/0015-contract-on-demand.md).

export interface WhitelabelNode {
  modId: string;
  /** `"1"` means on; the platform sends strings. */
  enabled: string;
  childrenNodes?: WhitelabelNode[] | null | undefined;
  [key: string]: unknown;
}

/** One node of the permission tree; the root comes from `/wps/system/whitelabel` or `status.info.whitelabel`. */
export const whitelabelNode: GenericSchema<WhitelabelNode> = lazy(() =>
  looseObject({
    modId: string(),
    enabled: string(),
    childrenNodes: maybe(array(whitelabelNode)),
  }),
);

/** The tree is one root node; a list of top-level nodes is accepted too, as the flag evaluator does. */
export const whitelabelValue = union([whitelabelNode, array(whitelabelNode)]);

/** Site resources: social links, app downloads, `WLG_DOMAIN` ... keyed by `resourceType`. */
export const resource = looseObject({
  resourceType: string(),
  url: maybe(string()),
  qrCodeUrl: maybe(string()),
  labelNameEn: maybe(string()),
  title: maybe(string()),
  name: maybe(string()),
  type: maybe(string()),
});
export type Resource = InferOutput<typeof resource>;

/** Customer-service links; `path` is DES-encrypted unless it starts with http (see `decryptCustomerServicePath`). */
export const customerService = looseObject({
  csType: maybe(string()),
  type: maybe(idLike),
  title: maybe(string()),
  path: maybe(string()),
});
export type CustomerService = InferOutput<typeof customerService>;

export const domainRouteValue = looseObject({
  customerService: maybe(array(customerService)),
  domainList: array(looseObject({ domainName: string() })),
});

/** `/wps/system/status` -> `value`: decides between the app, the maintenance screen and the region-blocked screen. */
export const systemStatusValue = looseObject({
  maintenance: maybe(flagLike),
  maintenanceEnd: maybe(numberLike),
  regionRestriction: maybe(flagLike),
  test: maybe(flagLike),
  location: maybe(looseObject({ ip: maybe(string()) })),
  info: looseObject({
    whitelabel: maybe(whitelabelValue),
    register: maybe(registerRules),
    resources: maybe(array(resource)),
    customerService: maybe(array(customerService)),
    imageCDNs: maybe(array(string())),
    launchGameCDNs: maybe(array(string())),
    mainDomain: maybe(string()),
    domainRoute: maybe(unknown()),
    sms: maybe(unknown()),
    gw: maybe(
      looseObject({
        GEETEST_ID: maybe(string()),
        GEETEST_VERSION: maybe(string()),
        PROFILE_ICON_COUNT: maybe(numberLike),
      }),
    ),
    mobileTemplate: maybe(looseObject({ web_logo: maybe(string()) })),
    analytics: maybe(looseObject({ gtagId: maybe(string()) })),
  }),
});
export type SystemStatusValue = InferOutput<typeof systemStatusValue>;

export const consolidatedSettingsValue = looseObject({
  domainRoute: maybe(unknown()),
  resources: maybe(array(resource)),
  customerService: maybe(array(customerService)),
  register: maybe(registerRules),
  whitelabel: maybe(whitelabelValue),
});

export interface HelpItem {
  title: string;
  content?: string | null | undefined;
  tag?: string | null | undefined;
  children?: HelpItem[] | null | undefined;
  [key: string]: unknown;
}

/** Help-centre entries (HTML `content`; tags `aboutus`, `deposit`, `withdraw`, `game`, `faqs`, `term`). */
export const helpItem: GenericSchema<HelpItem> = lazy(() =>
  looseObject({
    title: string(),
    content: maybe(string()),
    bgColor: maybe(string()),
    lang: maybe(string()),
    display: maybe(flagLike),
    tag: maybe(string()),
    children: maybe(array(helpItem)),
  }),
);
