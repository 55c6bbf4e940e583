/**
 * `make` with its answers remembered by key, up to `limit` of them (past it they are worked out afresh): for pure
 * work repeated on every call, like an icon's digest in each list of games.
 */
export function remembered<V>(limit: number, make: (key: string) => V): (key: string) => V {
  const answers = new Map<string, V>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as V;
    const answer = make(key);
    if (answers.size >= limit) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
