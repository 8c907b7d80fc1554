import type { DashboardView, DashboardWidget } from '@tcgkit/core';
import type { CalculatorDashboard, CalculatorWidget } from './types.js';
import { resolveDashboardSegments } from './vocabularies.js';

/**
 * The view model `<tcg-calculator-dashboard>` (in @tcgkit/elements) renders: the normalized
 * dashboard with every segment's label and color resolved through its vocabulary, tagged
 * `kind: 'dashboard'`. A normalized widget is already a valid core `DashboardWidget`; the extra
 * fields (`labelKey`, `vocabulary`, `exactCounts`...) are kept.
 *
 * @example
 * ```ts
 * const run = await runCalculator(script, pile, cardsById, undefined, { runner });
 * if (run.ok) dashboardElement.view = toDashboardView(run.value, 'Deck breakdown');
 * ```
 */
export function toDashboardView(dashboard: CalculatorDashboard, title?: string): DashboardView {
  const widgets: readonly DashboardWidget[] = resolveDashboardSegments(dashboard).widgets.map(
    (widget: CalculatorWidget): DashboardWidget => widget,
  );
  return title === undefined
    ? { kind: 'dashboard', widgets }
    : { kind: 'dashboard', title, widgets };
}
