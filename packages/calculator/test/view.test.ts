import { describe, expect, it } from 'vitest';
import { normalizeCalculatorResult, toDashboardView } from '../src/index.js';

describe('toDashboardView', () => {
  it('tags the dashboard for the element and resolves vocabulary labels and colors', () => {
    const normalized = normalizeCalculatorResult({
      widgets: [
        {
          kind: 'bars',
          label: 'Domains',
          vocabulary: 'riftbound.domain',
          segments: [{ key: 'fury', label: 'x', value: 3, color: '' }],
        },
        { kind: 'stat', label: 'Cards', value: 40 },
      ],
    });
    const view = toDashboardView(normalized, 'Deck breakdown');
    expect(view.kind).toBe('dashboard');
    expect(view.title).toBe('Deck breakdown');
    expect(view.widgets).toHaveLength(2);
    const bars = view.widgets[0]!;
    expect(bars.kind).toBe('bars');
    if (bars.kind === 'bars') {
      expect(bars.segments[0]!.color).not.toBe('');
      expect(bars.segments[0]!.label).not.toBe('x');
    }
    expect('title' in toDashboardView(normalized)).toBe(false);
  });
});
