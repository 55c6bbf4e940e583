import type { ApiClient } from '@lobby/api-client';

/** A client that records each call and answers from `answers` by endpoint id. */
export function recordingClient(answers: Record<string, (input: Record<string, unknown>) => unknown>) {
  const calls: Array<[string, Record<string, unknown>]> = [];
  const client: ApiClient = {
    call: (async (id: string, input: Record<string, unknown> = {}) => {
      calls.push([id, input]);
      const answer = answers[id];
      if (!answer) throw new Error(`unexpected call ${id}`);
      return answer(input);
    }) as ApiClient['call'],
    pathOf: async (id) => id,
  };
  return { client, calls };
}
