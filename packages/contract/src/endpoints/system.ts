import { array, object, optional, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { acknowledgement, numberLike } from './primitives';
import { consolidatedSettingsValue, domainRouteValue, helpItem, whitelabelValue } from './system.values';

// Called on start-up: defined with the other start-up calls.
export { systemStatus } from './startup';

export const whitelabel = defineEndpoint({
  method: 'GET',
  path: '/wps/system/whitelabel',
  value: whitelabelValue,
  encrypted: false,
  auth: 'none',
  module: 'COMM3',
});

/** Domain route, resources, customer service, register rules and white-label in one answer. */
export const consolidatedSettings = defineEndpoint({
  method: 'GET',
  path: '/wps/system/settings/consolidated',
  value: consolidatedSettingsValue,
  encrypted: false,
  auth: 'optional',
  module: 'COMM3',
});

/** Alternative domains (for `domain_not_available`) and customer-service links. */
export const domainRoute = defineEndpoint({
  method: 'GET',
  path: '/wps/system/domainRoute',
  value: domainRouteValue,
  encrypted: false,
  auth: 'none',
  module: 'COMM3',
});

export const helpCenter = defineEndpoint({
  method: 'GET',
  path: '/wps/system/helpCenter',
  query: object({ lang: string(), device: optional(string()) }),
  value: array(helpItem),
  encrypted: false,
  auth: 'none',
  module: 'COMM3',
});

/** The member-centre form's fields; `file` is a data-URL image, `files` up to two more (three in all). */
export const feedback = defineEndpoint({
  method: 'PUT',
  path: '/wps/feedback',
  body: object({
    content: string(),
    sender: optional(string()),
    type: optional(numberLike),
    captcha: optional(string()),
    file: optional(string()),
    files: optional(array(string())),
  }),
  value: acknowledgement,
  encrypted: false,
  auth: 'none',
  module: 'FEEDBACK3',
});
