import type { endpoints } from './endpoints';
import type { EndpointId } from './types';

/** The table of every call, as a type: what a lookup answers. */
export type EndpointTable = typeof endpoints;

/**
 * Finds a call's definition: at once for the calls a caller holds, else from the whole table, loaded on first use.
 * The API client takes one, so an app's first paint carries the schemas of its start-up calls only.
 */
export type EndpointLookup = <Id extends EndpointId>(id: Id) => EndpointTable[Id] | Promise<EndpointTable[Id]>;

/**
 * A lookup that answers the definitions in `first` at once and loads the whole table, once, for any other call.
 * A failed load is tried again on the next call (a flaky network should not leave the client broken).
 */
export function endpointLookup(first: Partial<EndpointTable> = {}): EndpointLookup {
  let table: Promise<EndpointTable> | undefined;
  const loadTable = () => {
    table ??= import('./endpoints').then(
      (module) => module.endpoints,
      (error: unknown) => {
        table = undefined;
        throw error;
      },
    );
    return table;
  };
  return <Id extends EndpointId>(id: Id) => {
    const held = first[id];
    return held ? (held as EndpointTable[Id]) : loadTable().then((all) => all[id]);
  };
}
