/**
 * The line of the `assistant` section the mini-program's main package shows (the personal centre's
 * entry of a dealer organisation's learner): in a module of its own so it bundles it without the
 * assistant pages' strings, which their subpackage adds.
 */
export const assistantMainZhCN = {
  entry: '智能知识与搜索',
} as const;
