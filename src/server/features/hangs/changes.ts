import { isDeepStrictEqual } from "node:util";

/**
 * The fields a change would really alter: left-out (undefined) fields and values equal to the
 * stored ones do not count, so a repeated call can be recognised as changing nothing.
 */
export function changedFields<T extends object>(row: T, changes: Partial<T>): (keyof T)[] {
  return (Object.keys(changes) as (keyof T)[]).filter(
    (key) => changes[key] !== undefined && !isDeepStrictEqual(changes[key], row[key]),
  );
}
