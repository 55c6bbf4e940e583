import { endpoints, type EndpointId } from '@lobby/contract';
import { safeParse } from 'valibot';
import { sampleValues } from './samples';

const entries = Object.entries(endpoints) as [EndpointId, (typeof endpoints)[EndpointId]][];

describe('sample values', () => {
  it.each(entries)('%s accepts its sample and re-accepts what it returns', (id, endpoint) => {
    const first = safeParse(endpoint.value, sampleValues[id]);
    expect(first.issues).toBeUndefined();
    // Normalised values must still be valid, so a cached value can be validated again.
    expect(safeParse(endpoint.value, first.output).success).toBe(true);
  });
});
