import type { Result } from '@tcgkit/core';
import { expect } from 'vitest';

export function must<T>(result: Result<T>): T {
  if (!result.ok)
    throw new Error(`${result.error.code}: ${result.error.message} (${result.error.path ?? ''})`);
  return result.value;
}

export function failsWith<T>(result: Result<T>, code: string, path?: string): void {
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error.code).toBe(code);
  if (path !== undefined) expect(result.error.path).toBe(path);
}
