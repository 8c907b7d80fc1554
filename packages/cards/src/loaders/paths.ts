import type { Issue } from '@tcgkit/core';

/** The issue with its JSON Pointer moved under `prefix` (`/` becomes the prefix itself). */
export function underPath(problem: Issue, prefix: string): Issue {
  const path = problem.path === undefined || problem.path === '/' ? '' : problem.path;
  return { ...problem, path: `${prefix}${path}` };
}
