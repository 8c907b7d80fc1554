import { createValidator, err, ok, type Result, type Validator } from '@tcgkit/core';
import { CalculatorErrors } from './errors.js';
import { type CalculatorField, getCalculatorField } from './fields.js';
import { validateCalculatorSpec } from './generated/calculator-spec.validator.js';
import {
  type BuilderCondition,
  type BuilderFilter,
  type BuilderRatioPart,
  type BuilderTableColumn,
  type BuilderWidget,
  type CalculatorGame,
  type CalculatorSpec,
  PER_CARD,
} from './spec-types.js';

/**
 * Checks the shape of a builder spec against `calculator-spec.schema.json` (ajv standalone,
 * compiled at build). {@link parseCalculatorSpec} adds the checks a schema cannot express.
 */
export const calculatorSpecSchema: Validator<CalculatorSpec> =
  /* @__PURE__ */ createValidator<CalculatorSpec>(validateCalculatorSpec, {
    code: CalculatorErrors.invalidSpec,
    subject: 'Calculator spec',
  });

const filterCopy = (filter: BuilderFilter): BuilderFilter => ({
  match: filter.match,
  conditions: filter.conditions.map(
    (condition): BuilderCondition =>
      condition.operator === 'is'
        ? { field: condition.field, operator: 'is', value: condition.value }
        : { field: condition.field, operator: 'isOneOf', values: [...condition.values] },
  ),
});

const partCopy = (part: BuilderRatioPart): BuilderRatioPart => ({
  count: part.count,
  filter: filterCopy(part.filter),
});

const columnCopy = (column: BuilderTableColumn): BuilderTableColumn => {
  switch (column.kind) {
    case 'group':
    case 'count':
      return { kind: column.kind, label: column.label };
    case 'field':
      return { kind: 'field', label: column.label, field: column.field };
    case 'possibleStarter':
    case 'forcedStarter':
      return { kind: column.kind, label: column.label, draws: column.draws };
    default:
      throw new TypeError(
        `Unknown column kind: ${String((column satisfies never as { kind: unknown }).kind)}`,
      );
  }
};

/**
 * A fresh copy of a (valid) spec with every object's keys in the canonical order, so
 * `JSON.stringify` of it is the same whatever order the input had. The marker stores this form.
 */
export function canonicalCalculatorSpec(spec: CalculatorSpec): CalculatorSpec {
  const widgets = spec.widgets.map((widget): BuilderWidget => {
    switch (widget.kind) {
      case 'stat':
        return {
          kind: 'stat',
          label: widget.label,
          aggregate: widget.aggregate,
          field: widget.field,
          decimals: widget.decimals,
          unit: widget.unit,
          count: widget.count,
          filter: filterCopy(widget.filter),
        };
      case 'histogram':
        return {
          kind: 'histogram',
          label: widget.label,
          field: widget.field,
          bucketSize: widget.bucketSize,
          min: widget.min,
          max: widget.max,
          count: widget.count,
          filter: filterCopy(widget.filter),
        };
      case 'donut':
      case 'gauge':
        return {
          kind: widget.kind,
          label: widget.label,
          groupBy: widget.groupBy,
          count: widget.count,
          filter: filterCopy(widget.filter),
        };
      case 'table':
        return {
          kind: 'table',
          label: widget.label,
          groupBy: widget.groupBy,
          columns: widget.columns.map(columnCopy),
          count: widget.count,
          filter: filterCopy(widget.filter),
        };
      case 'hypergeometric':
        return {
          kind: 'hypergeometric',
          label: widget.label,
          draws: widget.draws,
          exactCounts: [...widget.exactCounts],
          filter: filterCopy(widget.filter),
        };
      case 'ratio':
        return {
          kind: 'ratio',
          label: widget.label,
          numerator: partCopy(widget.numerator),
          denominator: partCopy(widget.denominator),
          format: widget.format,
        };
      default:
        throw new TypeError(
          `Unknown widget kind: ${String((widget satisfies never as { kind: unknown }).kind)}`,
        );
    }
  });
  return { widgets, game: spec.game };
}

type Check = { code: string; message: string; path: string } | undefined;

function fieldCheck(
  game: CalculatorGame,
  id: string,
  path: string,
  needs?: 'number',
): { field?: CalculatorField; problem: Check } {
  const field = getCalculatorField(game, id);
  if (field === undefined) {
    return {
      problem: {
        code: CalculatorErrors.unknownField,
        message: `Calculator spec names the field "${id}", which ${game} cards do not have.`,
        path,
      },
    };
  }
  if (needs === 'number' && field.type !== 'number') {
    return {
      field,
      problem: {
        code: CalculatorErrors.fieldTypeMismatch,
        message: `"${field.label}" is not a number field; this setting needs one.`,
        path,
      },
    };
  }
  return { field, problem: undefined };
}

function filterProblem(game: CalculatorGame, filter: BuilderFilter, path: string): Check {
  for (const [index, condition] of filter.conditions.entries()) {
    const { problem } = fieldCheck(game, condition.field, `${path}/conditions/${index}/field`);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

function widgetProblem(game: CalculatorGame, widget: BuilderWidget, path: string): Check {
  switch (widget.kind) {
    case 'stat': {
      if (widget.aggregate === 'count') {
        if (widget.field !== null) {
          return {
            code: CalculatorErrors.fieldTypeMismatch,
            message: 'A count stat takes no field: set field to null.',
            path: `${path}/field`,
          };
        }
      } else if (widget.field === null) {
        return {
          code: CalculatorErrors.fieldTypeMismatch,
          message: `A ${widget.aggregate} stat needs a number field.`,
          path: `${path}/field`,
        };
      } else {
        const { problem } = fieldCheck(game, widget.field, `${path}/field`, 'number');
        if (problem !== undefined) return problem;
      }
      return filterProblem(game, widget.filter, `${path}/filter`);
    }
    case 'histogram': {
      const { problem } = fieldCheck(game, widget.field, `${path}/field`, 'number');
      if (problem !== undefined) return problem;
      if (widget.max !== null && widget.max < widget.min) {
        return {
          code: CalculatorErrors.invalidRange,
          message: `The curve's max (${widget.max}) is below its min (${widget.min}).`,
          path: `${path}/max`,
        };
      }
      return filterProblem(game, widget.filter, `${path}/filter`);
    }
    case 'donut':
    case 'gauge': {
      const { problem } = fieldCheck(game, widget.groupBy, `${path}/groupBy`);
      return problem ?? filterProblem(game, widget.filter, `${path}/filter`);
    }
    case 'table': {
      const perCard = widget.groupBy === PER_CARD;
      if (!perCard) {
        const { problem } = fieldCheck(game, widget.groupBy, `${path}/groupBy`);
        if (problem !== undefined) return problem;
      }
      for (const [index, column] of widget.columns.entries()) {
        const at = `${path}/columns/${index}`;
        if (column.kind === 'group' || column.kind === 'count') continue;
        if (!perCard) {
          return {
            code: CalculatorErrors.columnNeedsPerCard,
            message: `The "${column.label}" column only works when the table is grouped per card.`,
            path: `${at}/kind`,
          };
        }
        if (column.kind === 'field') {
          const { problem } = fieldCheck(game, column.field, `${at}/field`);
          if (problem !== undefined) return problem;
        }
      }
      return filterProblem(game, widget.filter, `${path}/filter`);
    }
    case 'hypergeometric':
      return filterProblem(game, widget.filter, `${path}/filter`);
    case 'ratio':
      return (
        filterProblem(game, widget.numerator.filter, `${path}/numerator/filter`) ??
        filterProblem(game, widget.denominator.filter, `${path}/denominator/filter`)
      );
    default:
      throw new TypeError(
        `Unknown widget kind: ${String((widget satisfies never as { kind: unknown }).kind)}`,
      );
  }
}

/**
 * Validates a builder spec (from storage, a marker, an API) and returns it in canonical form:
 * the JSON Schema first, then the checks it cannot express (fields exist for the game, number
 * fields where numbers are needed, per-card-only columns, a curve's max not below its min).
 *
 * @example
 * ```ts
 * import { parseCalculatorSpec } from '@tcgkit/calculator';
 * const parsed = parseCalculatorSpec(JSON.parse(text));
 * if (!parsed.ok) console.error(parsed.error.code, parsed.error.message, parsed.error.path);
 * ```
 */
export function parseCalculatorSpec(data: unknown): Result<CalculatorSpec> {
  const shape = calculatorSpecSchema.check(data);
  if (shape !== undefined) return err(shape.code, shape.message, shape.path);
  const spec = data as CalculatorSpec;
  for (const [index, widget] of spec.widgets.entries()) {
    const problem = widgetProblem(spec.game, widget, `/widgets/${index}`);
    if (problem !== undefined) return err(problem.code, problem.message, problem.path);
  }
  return ok(canonicalCalculatorSpec(spec));
}

const ALL: BuilderFilter = { match: 'all', conditions: [] };

/**
 * A new widget as the palette adds it, with the builder's defaults: a curve over the game's
 * cost field (bucket size 1, min 0, max empty), a donut and gauge by card type, a table per card
 * with **Card**, **Possible starter** and **Forced starter** over 7 cards drawn, and so on.
 *
 * @example
 * ```ts
 * import { createBuilderWidget } from '@tcgkit/calculator';
 * const curve = createBuilderWidget('histogram', 'pokemon');
 * // { kind: 'histogram', label: 'Curve', field: 'retreatCost', bucketSize: 1, min: 0, max: null, ... }
 * ```
 */
export function createBuilderWidget(
  kind: BuilderWidget['kind'],
  game: CalculatorGame,
): BuilderWidget {
  const numberField = { lor: 'cost', pokemon: 'retreatCost', riftbound: 'energy' }[game];
  switch (kind) {
    case 'stat':
      return {
        kind,
        label: 'Stat',
        aggregate: 'count',
        field: null,
        decimals: 1,
        unit: '',
        count: 'copies',
        filter: ALL,
      };
    case 'histogram':
      return {
        kind,
        label: 'Curve',
        field: numberField,
        bucketSize: 1,
        min: 0,
        max: null,
        count: 'copies',
        filter: ALL,
      };
    case 'donut':
    case 'gauge':
      return {
        kind,
        label: kind === 'donut' ? 'Donut' : 'Gauge',
        groupBy: 'cardType',
        count: 'copies',
        filter: ALL,
      };
    case 'table':
      return {
        kind,
        label: 'Table',
        groupBy: PER_CARD,
        columns: [
          { kind: 'group', label: 'Card' },
          { kind: 'possibleStarter', label: 'Possible starter', draws: 7 },
          { kind: 'forcedStarter', label: 'Forced starter', draws: 7 },
        ],
        count: 'copies',
        filter: ALL,
      };
    case 'hypergeometric':
      return { kind, label: 'Draw odds', draws: 7, exactCounts: [], filter: ALL };
    case 'ratio':
      return {
        kind,
        label: 'Ratio',
        numerator: { count: 'copies', filter: ALL },
        denominator: { count: 'copies', filter: ALL },
        format: 'number',
      };
    default:
      throw new TypeError(`Unknown widget kind: ${String(kind satisfies never)}`);
  }
}
