// The emulator's way to check request bodies, for every service: one valibot schema per call, and
// its failures answered as a 400 with one field violation per problem (`violationsOf`). Two rules
// valibot does not have: a missing field is checked as `undefined` by its own schema (so it is
// named with the field's own description, not the object's), and a check may name the rule it
// enforces in the answer (`rule`: EMAIL, LENGTH, VALUE...).
import * as v from 'valibot'
import { isObject } from './guards'
import { invalidFields, type Violation } from './errors'

/** The rule names of the checks `rule` made, by their requirement. */
const RULE_NAMES = new WeakMap<object, string>()

/**
 * A check whose violation is answered with `ruleName` (`EMAIL` also sets the violation's data type
 * to EMAIL, which the sign-in clients read), whatever the value is: a check runs on any value when
 * it follows `v.unknown()`.
 */
export function rule<TInput>(ruleName: string, requirement: (input: TInput) => boolean, message: string) {
  const check = (input: TInput) => requirement(input)
  RULE_NAMES.set(check, ruleName)
  return v.check(check, message)
}

/** A field checked only by `rule`s: any value reaches them (`undefined` for a missing field). */
export const ruled = (ruleName: string, requirement: (input: unknown) => boolean, message: string) =>
  v.pipe(v.unknown(), rule(ruleName, requirement, message))

/**
 * A JSON object (not an array) with `entries`, other keys allowed. A missing entry is checked as
 * `undefined` by its own schema, so a required field is named with its own description. A value
 * that is not an object is named with `message` (rule REQUIRED when absent, else TYPE).
 */
export function fields<TEntries extends v.ObjectEntries>(entries: TEntries, message: string) {
  const keys = Object.keys(entries)
  return v.pipe(
    v.custom<Record<string, unknown>>(isObject, message),
    // Only the copy the check reads gets the missing keys; handlers read the body as sent.
    v.transform((input) => {
      const filled = { ...input }
      for (const key of keys) if (!Object.prototype.hasOwnProperty.call(filled, key)) filled[key] = undefined
      return filled
    }),
    v.looseObject(entries, message),
  )
}

/** The field path of a valibot issue as the answers name fields: `dataItems[0].data._id`. */
function fieldOf(issue: v.BaseIssue<unknown>): string | undefined {
  let path = ''
  for (const item of issue.path ?? []) {
    const key = item.key
    if (typeof key === 'number') path += `[${key}]`
    else if (typeof key === 'string') path += path ? `.${key}` : key
    else return undefined
  }
  return path || undefined
}

/** The rule an issue breaks, as answers name it. */
function ruleNameOf(issue: v.BaseIssue<unknown>): string {
  const named = typeof issue.requirement === 'function' ? RULE_NAMES.get(issue.requirement) : undefined
  if (named) return named
  if (issue.type === 'email') return 'EMAIL'
  if (issue.type === 'min_length' || issue.type === 'max_length') return 'LENGTH'
  if (issue.kind === 'schema') return issue.received === 'undefined' ? 'REQUIRED' : 'TYPE'
  return 'FORMAT'
}

/** The violations of a failed valibot parse, with dotted field paths (`root` when the issue has none). */
export function violationsOf(issues: readonly v.BaseIssue<unknown>[], root = 'body'): Violation[] {
  return issues.map((issue) => {
    const ruleName = ruleNameOf(issue)
    return {
      field: fieldOf(issue) ?? root,
      description: issue.message,
      ruleName,
      ...(ruleName === 'EMAIL' ? { type: 'EMAIL' } : {}),
    }
  })
}

/**
 * Checks `value` against `schema` where a handler must check it itself (after a permission check,
 * or on what a path or query holds): throws the 400 naming each violation, else returns `value` as
 * sent, typed by the schema.
 */
export function checked<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  root = 'body',
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value)
  if (!result.success) throw invalidFields(violationsOf(result.issues, root))
  return value as v.InferOutput<TSchema>
}
