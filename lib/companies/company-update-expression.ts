/**
 * How a company update is written as one UpdateItem of the company item: `SET` clauses that bump
 * `version` and `updated_at` with the attributes changed (stored as the model stores them),
 * conditions that attributes still hold what the caller read, and the item's existence and
 * expected version. Pure builders: the repository (company-repository.ts) sends them.
 */
import { ITEM_EXISTS, versionIs } from '../data/update-expression';
import { COMPANY, companyKey } from './company';

/** An UpdateItem of the company item, without its return values. */
export interface CompanyUpdateInput {
  TableName: string;
  Key: Record<string, unknown>;
  UpdateExpression: string;
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/** A condition that each attribute still holds the given value. */
export function unchangedCondition(expected: Record<string, unknown>): {
  condition?: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
} {
  const clauses: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  Object.entries(expected).forEach(([field, value], index) => {
    names[`#e${index}`] = field;
    if (value === null || value === undefined) {
      clauses.push(`(attribute_not_exists(#e${index}) OR attribute_type(#e${index}, :nullType))`);
      values[':nullType'] = 'NULL';
    } else {
      clauses.push(`#e${index} = :e${index}`);
      values[`:e${index}`] = COMPANY.storedValue(field, value);
    }
  });
  return { condition: clauses.length > 0 ? clauses.join(' AND ') : undefined, names, values };
}

export interface Assignments {
  names: Record<string, string>;
  values: Record<string, unknown>;
  sets: string[];
}

/** An update of the company item: its assignments and, optionally, a condition of its own. */
export type CompanyExpression = Assignments & { condition?: string };

/** `SET` clauses for the given attribute values, plus the version and timestamp every write bumps. */
export function assignments(values: Record<string, unknown>, now: string): Assignments {
  const result: Assignments = {
    names: {},
    values: { ':one': 1, ':now': now },
    sets: ['version = version + :one', 'updated_at = :now'],
  };
  Object.entries(values).forEach(([field, value], index) => {
    result.names[`#f${index}`] = field;
    result.values[`:v${index}`] = COMPANY.storedValue(field, value);
    result.sets.push(`#f${index} = :v${index}`);
  });
  return result;
}

/**
 * The UpdateItem of the company item: the expression's SETs, on condition that the item exists,
 * the expression's own condition holds and, with an expected version, it is still at that version.
 */
export function companyUpdateInput(
  tableName: string,
  companyUuid: string,
  expression: CompanyExpression,
  expectedVersion: number | undefined,
): CompanyUpdateInput {
  const conditions = [ITEM_EXISTS, ...(expression.condition ? [expression.condition] : [])];
  const values = { ...expression.values };
  const names = { ...expression.names };
  if (expectedVersion !== undefined) {
    const version = versionIs(expectedVersion);
    conditions.push(version.ConditionExpression);
    Object.assign(names, version.ExpressionAttributeNames);
    Object.assign(values, version.ExpressionAttributeValues);
  }
  return {
    TableName: tableName,
    Key: companyKey(companyUuid),
    UpdateExpression: `SET ${expression.sets.join(', ')}`,
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}
