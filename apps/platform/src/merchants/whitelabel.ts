import type { Merchant, WhitelabelNode } from '../db/schema';

/**
 * Sets flags in a tree (dev switch). A flag found anywhere is changed where it is; an unknown one is added under
 * the root so new switches can be tried. Answers the new tree and the ids it added.
 */
export function setWhitelabelFlags(
  tree: WhitelabelNode,
  flags: Record<string, boolean>,
): { tree: WhitelabelNode; added: string[] } {
  const found = new Set<string>();
  const visit = (node: WhitelabelNode): WhitelabelNode => {
    const value = flags[node.modId];
    if (value !== undefined) found.add(node.modId);
    return {
      ...node,
      enabled: value === undefined ? node.enabled : value ? '1' : '0',
      childrenNodes: node.childrenNodes.map(visit),
    };
  };
  const next = visit(tree);
  const added = Object.keys(flags).filter((modId) => !found.has(modId));
  for (const modId of added) next.childrenNodes.push({ modId, enabled: flags[modId] ? '1' : '0', childrenNodes: [] });
  return { tree: next, added };
}

function collect(tree: WhitelabelNode, into: Record<string, boolean>): Record<string, boolean> {
  into[tree.modId] = tree.enabled === '1';
  for (const child of tree.childrenNodes) collect(child, into);
  return into;
}

// A merchant row lives in the host cache until a write replaces it, and every call reads its switches (the route's
// module check, the status answer): each tree is flattened once. A changed merchant is a new row, so a new tree.
const flattened = new WeakMap<WhitelabelNode, Readonly<Record<string, boolean>>>();

/** Flattens a tree to modId -> on (contract §3.1: `enabled === "1"`). Frozen: the same object serves every call. */
export function flattenWhitelabel(tree: WhitelabelNode): Readonly<Record<string, boolean>> {
  let flags = flattened.get(tree);
  if (!flags) {
    flags = Object.freeze(collect(tree, {}));
    flattened.set(tree, flags);
  }
  return flags;
}

/** Whether the merchant's tree carries `modId` switched off. A module the tree does not mention is not gated. */
export function flagOff(merchant: Merchant, modId: string): boolean {
  return flattenWhitelabel(merchant.whitelabel)[modId] === false;
}

/** Whether the merchant's tree carries `modId` switched on: for features a merchant opts into (absent reads as off). */
export function flagOn(merchant: Merchant, modId: string): boolean {
  return flattenWhitelabel(merchant.whitelabel)[modId] === true;
}
