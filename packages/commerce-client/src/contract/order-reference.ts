import * as z from 'zod/mini';
import { Id, IsoDateTime } from './common';

// A required order reference (issue 37): a customer setting 'Referens krävs', with an optional
// pattern (a project number such as `P-\d{5}`) and a help text. The order service refuses an order
// whose deliveries lack a reference the setting asks for, and the shop asks for it on /delivery.
// The rule is here, in the contract, because both sides must apply the very same one: the
// service at checkout and on saving the setting, the shop in its forms.

/** The longest pattern a customer may set. */
export const REFERENCE_PATTERN_MAX_LENGTH = 100;
/** The longest help text beside the reference field. */
export const REFERENCE_HELP_MAX_LENGTH = 200;

/** Why a pattern cannot be saved: too long, not a regular expression, or one that could take too long to test. */
export type ReferencePatternProblem = 'too_long' | 'syntax' | 'unsafe';

/** What `quantifierAt` read: its length, and whether it repeats (more than once) or varies (not one fixed count). */
interface Quantifier {
  length: number;
  repeats: boolean;
  varies: boolean;
}

/** The quantifier at `i` of a pattern (with its lazy `?`), or null when there is none. */
function quantifierAt(source: string, i: number): Quantifier | null {
  const ch = source[i];
  let length: number;
  let repeats: boolean;
  let varies: boolean;
  if (ch === '*' || ch === '+') [length, repeats, varies] = [1, true, true];
  else if (ch === '?') [length, repeats, varies] = [1, false, true];
  else if (ch === '{') {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
    if (!match) return null;
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === '' ? Number.POSITIVE_INFINITY : Number(match[3]);
    [length, repeats, varies] = [match[0].length, max > 1, max !== min];
  } else return null;
  if (source[i + length] === '?') length++;
  return { length, repeats, varies };
}

/** A group being read: whether a varying quantifier or an alternation stands anywhere inside it. */
interface Group {
  varies: boolean;
  alternation: boolean;
}

/**
 * Whether a pattern (one that compiles with the `u` flag) could backtrack for a very long time on
 * a short text: a group repeated more than once (`+`, `*`, `{2,}`, `{3}` …) that holds a
 * quantifier of varying count (`(a+)+`, `([A-Z]*-)+`) or an alternation (`(a|ab)+`), or a
 * backreference. Kept simple on purpose: it refuses some harmless patterns, never a fixed
 * repetition inside a group (`(\d{3}-)+` passes).
 */
function isUnsafe(source: string): boolean {
  const stack: Group[] = [{ varies: false, alternation: false }];
  const top = () => stack[stack.length - 1] as Group;
  // The group that closed just before `i`, which a quantifier at `i` would repeat.
  let closed: Group | null = null;
  let i = 0;
  while (i < source.length) {
    const ch = source[i] as string;
    const quantifier = quantifierAt(source, i);
    if (quantifier) {
      if (closed && quantifier.repeats && (closed.varies || closed.alternation)) return true;
      if (quantifier.varies) top().varies = true;
      closed = null;
      i += quantifier.length;
      continue;
    }
    closed = null;
    if (ch === '\\') {
      const next = source[i + 1] ?? '';
      if (/[1-9k]/.test(next)) return true;
      // \p{…}, \P{…} and \u{…} carry braces that are no quantifier.
      if (/[pPu]/.test(next) && source[i + 2] === '{') i = source.indexOf('}', i) + 1;
      else i += 2;
    } else if (ch === '[') {
      // A character class, to its closing bracket (an escaped one does not close it).
      i++;
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
      i++;
    } else if (ch === '(') {
      stack.push({ varies: false, alternation: false });
      i++;
      // (?:…), (?=…), (?!…), (?<=…), (?<!…), (?<name>…): the group's kind is no quantifier.
      if (source[i] === '?') {
        if (source[i + 1] === '<' && source[i + 2] !== '=' && source[i + 2] !== '!')
          i = source.indexOf('>', i) + 1;
        else i += source[i + 1] === '<' ? 3 : 2;
      }
    } else if (ch === ')') {
      const group = stack.pop() as Group;
      top().varies ||= group.varies;
      top().alternation ||= group.alternation;
      closed = group;
      i++;
    } else {
      if (ch === '|') top().alternation = true;
      i++;
    }
  }
  return false;
}

/**
 * What is wrong with a pattern a customer wants to save, or null when it can be saved. A pattern
 * is a JavaScript regular expression (with the `u` flag) of at most 100 characters, with no
 * repeated group that could make testing a reference take very long (see `isUnsafe`).
 *
 * @example
 * referencePatternProblem('^P-\\d{5}$') // null
 * referencePatternProblem('P-(\\d') // 'syntax'
 * referencePatternProblem('(a+)+') // 'unsafe'
 */
export function referencePatternProblem(source: string): ReferencePatternProblem | null {
  if (source.length > REFERENCE_PATTERN_MAX_LENGTH) return 'too_long';
  try {
    new RegExp(source, 'u');
  } catch {
    return 'syntax';
  }
  return isUnsafe(source) ? 'unsafe' : null;
}

/**
 * A saved pattern as the test of a whole reference: like an HTML `pattern` attribute, the
 * reference must match all of it (`P-\d{5}` takes 'P-12345', not 'xP-123456'). Null for a pattern
 * that cannot be used (none is saved: the service checks on saving).
 *
 * @example
 * referencePatternTest('P-\\d{5}')?.test('P-12345') // true
 */
export function referencePatternTest(source: string): RegExp | null {
  if (referencePatternProblem(source) !== null) return null;
  return new RegExp(`^(?:${source})$`, 'u');
}

const PATTERN_MESSAGES: Record<ReferencePatternProblem, string> = {
  too_long: `Mönstret får ha högst ${REFERENCE_PATTERN_MAX_LENGTH} tecken`,
  syntax: 'Mönstret är inget giltigt reguljärt uttryck',
  unsafe:
    'Mönstret kan ta för lång tid att pröva: en upprepad grupp får inte innehålla egna upprepningar, som (a+)+, eller alternativ, som (a|b)+',
};

/** The customer's order reference setting (GET and PUT /customers/{id}/order-reference). */
export const OrderReferenceSetting = z.object({
  customerId: Id,
  /** 'Referens krävs': every delivery of an order needs a reference. */
  referenceRequired: z.boolean(),
  /** A regular expression the whole reference must match, when the reference is required. */
  referencePattern: z.nullable(z.string()),
  /** Shown under the reference field, and as the message when a reference does not match. */
  referenceHelp: z.nullable(z.string()),
  /** When the setting was last changed; null when it never was. */
  updatedAt: z.nullable(IsoDateTime),
});
export type OrderReferenceSetting = z.infer<typeof OrderReferenceSetting>;

/** PUT /customers/{id}/order-reference (BUYER_ADMIN and above): an empty pattern or help text is none. */
export const OrderReferenceSettingInput = z.object({
  referenceRequired: z.boolean(),
  referencePattern: z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.superRefine((source, ctx) => {
          const problem = source === '' ? null : referencePatternProblem(source);
          if (problem) ctx.addIssue({ code: 'custom', message: PATTERN_MESSAGES[problem], input: source });
        }),
      ),
    ),
  ),
  referenceHelp: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(
            REFERENCE_HELP_MAX_LENGTH,
            `Hjälptexten får ha högst ${REFERENCE_HELP_MAX_LENGTH} tecken`,
          ),
        ),
    ),
  ),
});
export type OrderReferenceSettingInput = z.infer<typeof OrderReferenceSettingInput>;

/** Why a delivery's reference cannot be used with the setting: missing, or not of the pattern's form. */
export type OrderReferenceProblem = 'required' | 'invalid';

/** The `error` of the order service's 400 at checkout for each problem. */
export const ORDER_REFERENCE_ERRORS = {
  required: 'reference_required',
  invalid: 'reference_invalid',
} as const satisfies Record<OrderReferenceProblem, string>;

/**
 * Whether a delivery's reference will do for the customer's setting: with 'Referens krävs' it
 * must not be empty or only spaces, and (trimmed) match the whole pattern when there is one.
 * Without the setting (or with it off) any reference does; its length is the delivery form's
 * own rule.
 *
 * @example
 * const setting = { referenceRequired: true, referencePattern: 'P-\\d{5}' };
 * orderReferenceProblem('', setting) // 'required'
 * orderReferenceProblem('P-123', setting) // 'invalid'
 * orderReferenceProblem(' P-12345 ', setting) // null
 */
export function orderReferenceProblem(
  reference: string | null | undefined,
  setting: Pick<OrderReferenceSetting, 'referenceRequired' | 'referencePattern'> | null | undefined,
): OrderReferenceProblem | null {
  if (!setting?.referenceRequired) return null;
  const text = (reference ?? '').trim();
  if (text === '') return 'required';
  const test = setting.referencePattern ? referencePatternTest(setting.referencePattern) : null;
  return test && !test.test(text) ? 'invalid' : null;
}
