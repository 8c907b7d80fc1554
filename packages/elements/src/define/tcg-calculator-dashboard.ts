/**
 * Registers `<tcg-calculator-dashboard>` and every widget element it uses
 * (`<tcg-widget-stat>`, `-histogram`, `-donut`, `-gauge`, `-bars`, `-table`, `-hypergeometric`, `-ratio`).
 * @module
 */
import { TcgCalculatorDashboard } from '../dashboard/tcg-calculator-dashboard.js';
import { WIDGET_ELEMENTS } from '../dashboard/widgets.js';
import { defineElement } from '../shared/define.js';

for (const [tag, ctor] of Object.values(WIDGET_ELEMENTS)) defineElement(tag, ctor);
defineElement('tcg-calculator-dashboard', TcgCalculatorDashboard);

export { TcgCalculatorDashboard };
