/** Whether two stored values are equal as JSON: what a change of a field compares (records keep their key order). */
export const sameJson = (left: unknown, right: unknown): boolean => JSON.stringify(left) === JSON.stringify(right);
