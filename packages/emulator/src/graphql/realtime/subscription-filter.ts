/**
 * Amplify's subscription filters (ModelSubscription<Model>FilterInput): per field an object of
 * conditions, all of which must hold, plus `and` (every one) and `or` (at least one). The schema's
 * input types have already refused unknown fields and conditions.
 */
export type SubscriptionFilter = {
  readonly and?: readonly SubscriptionFilter[] | null;
  readonly or?: readonly SubscriptionFilter[] | null;
} & { readonly [field: string]: FieldConditions | readonly SubscriptionFilter[] | null | undefined };

type Scalar = string | number | boolean | null;

interface FieldConditions {
  readonly eq?: Scalar;
  readonly ne?: Scalar;
  readonly le?: Scalar;
  readonly lt?: Scalar;
  readonly ge?: Scalar;
  readonly gt?: Scalar;
  readonly contains?: Scalar;
  readonly notContains?: Scalar;
  readonly between?: readonly Scalar[] | null;
  readonly beginsWith?: Scalar;
  readonly in?: readonly Scalar[] | null;
  readonly notIn?: readonly Scalar[] | null;
}

export function matchesFilter(record: object, filter: SubscriptionFilter): boolean {
  const values = record as Readonly<Record<string, unknown>>;
  for (const [key, condition] of Object.entries(filter)) {
    if (condition == null) continue;
    if (key === 'and') {
      if (!(condition as readonly SubscriptionFilter[]).every((part) => matchesFilter(record, part))) return false;
    } else if (key === 'or') {
      const parts = condition as readonly SubscriptionFilter[];
      if (parts.length > 0 && !parts.some((part) => matchesFilter(record, part))) return false;
    } else if (!matchesConditions(values[key], condition as FieldConditions)) {
      return false;
    }
  }
  return true;
}

function matchesConditions(value: unknown, conditions: FieldConditions): boolean {
  return Object.entries(conditions).every(([operator, operand]) => {
    if (operand === undefined) return true;
    switch (operator) {
      case 'eq':
        return value === operand;
      case 'ne':
        return value !== operand;
      case 'le':
        return compare(value, operand) <= 0;
      case 'lt':
        return compare(value, operand) < 0;
      case 'ge':
        return compare(value, operand) >= 0;
      case 'gt':
        return compare(value, operand) > 0;
      case 'contains':
        return typeof value === 'string' && typeof operand === 'string' && value.includes(operand);
      case 'notContains':
        return !(typeof value === 'string' && typeof operand === 'string' && value.includes(operand));
      case 'beginsWith':
        return typeof value === 'string' && typeof operand === 'string' && value.startsWith(operand);
      case 'between': {
        const bounds = operand as readonly Scalar[] | null;
        return bounds?.length === 2 && compare(value, bounds[0]) >= 0 && compare(value, bounds[1]) <= 0;
      }
      case 'in':
        return (operand as readonly Scalar[] | null)?.includes(value as Scalar) ?? false;
      case 'notIn':
        return !((operand as readonly Scalar[] | null)?.includes(value as Scalar) ?? false);
      default:
        return false;
    }
  });
}

/** Orders two values of one type; values that cannot be ordered never satisfy a comparison. */
function compare(value: unknown, operand: unknown): number {
  if (typeof value === 'number' && typeof operand === 'number') return value - operand;
  if (typeof value === 'string' && typeof operand === 'string') return value < operand ? -1 : value > operand ? 1 : 0;
  return Number.NaN;
}
