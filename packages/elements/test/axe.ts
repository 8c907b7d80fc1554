import axe from 'axe-core';

/** Runs axe-core on `root` and returns its violations as short readable lines. */
export async function axeViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, { resultTypes: ['violations'] });
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`,
  );
}
