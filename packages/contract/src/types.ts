import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import type { endpoints } from './endpoints';

type Endpoints = typeof endpoints;

export type EndpointId = keyof Endpoints;

/** Query-string parameters as the caller passes them (numbers or numeric strings where the schema allows both). */
export type QueryOf<Id extends EndpointId> = Endpoints[Id] extends { query: infer S extends GenericSchema }
  ? InferInput<S>
  : undefined;

/** Request body as plain data, before any encryption. */
export type BodyOf<Id extends EndpointId> = Endpoints[Id] extends { body: infer S extends GenericSchema }
  ? InferInput<S>
  : undefined;

/** What a call takes: its query for GET/DELETE, else its body (no call has both). */
export type InputOf<Id extends EndpointId> = Endpoints[Id] extends { query: GenericSchema } ? QueryOf<Id> : BodyOf<Id>;

/** The success value after validation (ids and numbers normalised). */
export type ValueOf<Id extends EndpointId> = InferOutput<Endpoints[Id]['value']>;

/** The success value as the platform sends it, before normalisation: what the reference platform produces. */
export type WireValueOf<Id extends EndpointId> = InferInput<Endpoints[Id]['value']>;
