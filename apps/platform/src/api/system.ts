import { endpoints } from '@lobby/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { helpEntries, type Merchant } from '../db/schema';
import { countries, countryOfAddress } from '../geo/countries';
import type { PlatformEnv } from '../http/env';
import { route, type RouteTable } from '../http/route';
import { profileIconCount } from '../media/avatar';
import { flattenWhitelabel } from '../merchants/whitelabel';

/** The visitor's country: from their address where known, else the merchant's home country. */
export function visitorCountry(merchant: Merchant, ip: string): string {
  return countryOfAddress(ip) ?? merchant.defaultCountry;
}

function domainRouteOf(merchant: Merchant) {
  return {
    customerService: merchant.customerService,
    domainList: merchant.domainList.map((domainName) => ({ domainName })),
  };
}

export function systemRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  route(app, table, endpoints.systemStatus, (_c, { merchant, ip }) => {
    const country = visitorCountry(merchant, ip);
    return {
      maintenance: merchant.maintenance,
      maintenanceEnd: merchant.maintenanceEnd?.getTime() ?? null,
      regionRestriction: merchant.regionRestriction || merchant.blockedCountries.includes(country),
      test: false,
      location: { ip, countryCode: country },
      info: {
        whitelabel: merchant.whitelabel,
        whitelabelVal: flattenWhitelabel(merchant.whitelabel),
        register: merchant.registerRules,
        resources: merchant.resources,
        customerService: merchant.customerService,
        imageCDNs: merchant.imageCdns,
        launchGameCDNs: merchant.launchGameCdns,
        mainDomain: merchant.mainDomain,
        domainRoute: domainRouteOf(merchant),
        gw: { GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: profileIconCount },
        merchantCode: merchant.code,
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
      },
    };
  });

  route(app, table, endpoints.whitelabel, (_c, { merchant }) => merchant.whitelabel);

  route(app, table, endpoints.registerSettings, (_c, { merchant }) => merchant.registerRules);

  route(app, table, endpoints.domainRoute, (_c, { merchant }) => domainRouteOf(merchant));

  route(app, table, endpoints.consolidatedSettings, (_c, { merchant }) => ({
    domainRoute: domainRouteOf(merchant),
    resources: merchant.resources,
    customerService: merchant.customerService,
    register: merchant.registerRules,
    whitelabel: merchant.whitelabel,
  }));

  route(app, table, endpoints.countryList, (_c, { merchant, ip }) => {
    const code = visitorCountry(merchant, ip);
    const country = countries.find((candidate) => candidate.countryCode === code);
    return {
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      countryCode: code,
      countryDialingCode: country?.countryDialingCode ?? null,
      countries: countries.map(({ countryCode, countryDialingCode, name }) => ({
        countryCode,
        countryDialingCode,
        countryName: name,
      })),
    };
  });

  route(app, table, endpoints.helpCenter, async (c, { merchant, query }) => {
    const requested = query.lang.trim().toUpperCase();
    // The original sends ZH for Chinese on some builds; the platform's code is CN.
    const normalised = requested === 'ZH' ? 'CN' : requested;
    const written = await c.var.platform.db
      .select()
      .from(helpEntries)
      .where(and(eq(helpEntries.merchantId, merchant.id), inArray(helpEntries.lang, [...new Set([normalised, 'EN'])])))
      .orderBy(asc(helpEntries.sort), asc(helpEntries.id));
    // A language the merchant wrote no help in is answered in English.
    const lang = written.some((row) => row.lang === normalised) ? normalised : 'EN';
    const rows = written.filter((row) => row.lang === lang && row.display);
    const item = (row: (typeof rows)[number]): HelpItemWire => {
      const children = rows.filter((child) => child.parentId === row.id).map(item);
      return {
        title: row.title,
        content: row.content,
        bgColor: row.bgColor,
        lang: row.lang,
        display: 1,
        tag: row.tag,
        ...(children.length ? { children } : {}),
      };
    };
    return rows.filter((row) => row.parentId === null).map(item);
  });
}

// A type alias, not an interface: the contract's item type has an index signature.
type HelpItemWire = {
  title: string;
  content: string;
  bgColor: string;
  lang: string;
  display: number;
  tag: string;
  children?: HelpItemWire[];
};
