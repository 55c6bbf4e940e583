// Physical directions break right-to-left layouts; the logical equivalents mirror by themselves.
const physical = [
  {
    re: /(^|[\s;{])(margin|padding)-(left|right)\s*:/,
    fix: (m) => `${m[2]}-inline-${m[3] === 'left' ? 'start' : 'end'}`,
  },
  {
    re: /(^|[\s;{])border-(left|right)(-[a-z]+)?\s*:/,
    fix: (m) => `border-inline-${m[2] === 'left' ? 'start' : 'end'}${m[3] ?? ''}`,
  },
  {
    re: /(^|[\s;{])border-(top|bottom)-(left|right)-radius\s*:/,
    fix: (m) => `border-${m[2] === 'top' ? 'start' : 'end'}-${m[3] === 'left' ? 'start' : 'end'}-radius`,
  },
  { re: /(^|[\s;{])(left|right)\s*:/, fix: (m) => `inset-inline-${m[2] === 'left' ? 'start' : 'end'}` },
  {
    re: /(^|[\s;{])(text-align|float|clear)\s*:\s*(left|right)\b/,
    fix: (m) => `${m[2]}: ${m[3] === 'left' ? 'start' : 'end'}`,
  },
];

const styledTags = new Set(['css', 'createGlobalStyle', 'keyframes', 'styled']);

function isStyledTag(node) {
  if (node.type === 'Identifier') return styledTags.has(node.name);
  if (node.type === 'MemberExpression') return isStyledTag(node.object);
  if (node.type === 'CallExpression') return isStyledTag(node.callee);
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export const logicalProperties = {
  meta: {
    type: 'problem',
    docs: { description: 'Styles use logical CSS properties so right-to-left layouts mirror.' },
    messages: {
      physical: "'{{found}}' does not mirror in right-to-left languages: use '{{alternative}}'.",
    },
    schema: [],
  },
  create(context) {
    return {
      TaggedTemplateExpression(node) {
        if (!isStyledTag(node.tag)) return;
        for (const quasi of node.quasi.quasis) {
          const text = quasi.value.cooked ?? quasi.value.raw;
          for (const { re, fix } of physical) {
            const match = re.exec(text);
            if (match) {
              context.report({
                node: quasi,
                messageId: 'physical',
                data: { found: match[0].replace(/^[\s;{]+/, ''), alternative: fix(match) },
              });
            }
          }
        }
      },
    };
  },
};
