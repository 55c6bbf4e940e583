// Browser storage is reached through @lobby/storage only: there every key is defined once, with its area, so renaming
// or dropping one is a type error wherever it is used, and blocked storage is handled in one place.
const areas = new Set(['localStorage', 'sessionStorage']);

/** The name a property key or member access spells out, if it is written literally. */
const nameOf = (key, computed) => {
  if (!computed && key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
};

/** @type {import('eslint').Rule.RuleModule} */
export const noDirectStorage = {
  meta: {
    type: 'problem',
    docs: { description: 'localStorage and sessionStorage are reached through @lobby/storage only.' },
    messages: {
      direct:
        "Reach '{{area}}' through @lobby/storage (readStorage, writeStorage, clearStorage with a key of storageKeys): each key is defined there once, and blocked storage is handled.",
    },
    schema: [],
  },
  create(context) {
    const report = (node, area) => context.report({ node, messageId: 'direct', data: { area } });
    return {
      // `window.localStorage`, `globalThis?.sessionStorage`, `self['localStorage']`.
      MemberExpression(node) {
        const name = nameOf(node.property, node.computed);
        if (name !== undefined && areas.has(name)) report(node, name);
      },
      // `const { localStorage } = window`.
      'ObjectPattern > Property'(node) {
        const name = nameOf(node.key, node.computed);
        if (name !== undefined && areas.has(name)) report(node, name);
      },
      // The bare globals, unless a local declaration of the same name shadows them.
      'Program:exit'(node) {
        const globalScope = context.sourceCode.getScope(node);
        const references = [
          ...globalScope.through,
          ...[...areas].flatMap((name) => {
            const variable = globalScope.set.get(name);
            return variable && variable.defs.length === 0 ? variable.references : [];
          }),
        ];
        for (const reference of references) {
          if (areas.has(reference.identifier.name)) report(reference.identifier, reference.identifier.name);
        }
      },
    };
  },
};
