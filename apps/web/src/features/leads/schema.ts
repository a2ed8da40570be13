// One schema for a lead, used twice: by react-hook-form in the browser (the fields a visitor
// types) and by POST /api/leads on the server (the same fields plus the form's context, the
// attribution record and the anti-spam fields). The field checks are the spec §5 rules with their
// Russian messages, so the browser and the server can never disagree about what is valid.
import { LEAD_FORMS, NUL_MESSAGE, normalizeRussianPhone, propertyTypePurposeSchema, utmSchema, type LeadForm } from '@novostroy/contracts';
import { z } from 'zod';
import * as rules from '@/lib/validation/rules';
import { ruleMessage } from '@/lib/validation/messages';

export { LEAD_FORMS, type LeadForm };

/**
 * A person needs longer than this to fill in even the shortest form; a faster submit is a script.
 * The form waits out the rest of it before sending, so people never meet the server's refusal.
 */
export const MIN_FILL_MS = 1500;

/** Limits a buyer never reaches but a script might. */
export const LIMITS = { nameMin: 2, nameMax: 100, commentMax: 1000, emailMax: 254 } as const;

export const MESSAGES = {
  required: ruleMessage('required', {}),
  phone: 'Введите номер телефона полностью: +7 и ещё 10 цифр',
  /** No Russian (or other +7) code starts with 0, 1 or 2: «+7 (111) 111-11-11» is a typing slip. */
  phoneCode: 'Проверьте номер: код после +7 не начинается с 0, 1 или 2',
  consent: 'Без согласия на обработку персональных данных мы не сможем принять заявку',
  wrongType: 'Неверный формат значения',
  unknownField: 'Неизвестное поле',
  name: 'Имя должно содержать буквы',
  /** U+0000, which no keyboard types but a paste or a script can send; the database cannot keep it. */
  unstorable: 'В поле попал служебный символ, который нельзя сохранить. Сотрите текст и наберите его заново.',
} as const;

const text = (check: (value: string, ctx: z.RefinementCtx) => void) =>
  z.string({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.wrongType) }).superRefine((value, ctx) => check(value, ctx));

/** Adds the first failing rule's message, so a field shows one error at a time. */
function firstFailure(ctx: z.RefinementCtx, checks: ReadonlyArray<readonly [boolean, string]>) {
  const failed = checks.find(([ok]) => !ok);
  if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
}

const HAS_LETTER = /\p{L}/u;

export const nameField = text((value, ctx) =>
  firstFailure(ctx, [
    [rules.required(value), MESSAGES.required],
    [rules.storable(value), MESSAGES.unstorable],
    [rules.min(value.trim(), LIMITS.nameMin), ruleMessage('min', { min: LIMITS.nameMin })],
    [rules.max(value.trim(), LIMITS.nameMax), ruleMessage('max', { max: LIMITS.nameMax })],
    [rules.regex(value, HAS_LETTER), MESSAGES.name],
  ]),
).transform((value) => value.trim());

/** Any way of writing a Russian number; the result is always "+7" and ten digits. */
export const phoneField = text((value, ctx) =>
  firstFailure(ctx, [
    [rules.required(value), MESSAGES.required],
    [normalizeRussianPhone(value) !== null, MESSAGES.phone],
    [/^\+7[3-9]/.test(normalizeRussianPhone(value) ?? ''), MESSAGES.phoneCode],
  ]),
).transform((value) => normalizeRussianPhone(value) ?? value);

export const emailField = text((value, ctx) =>
  firstFailure(ctx, [
    [rules.storable(value), MESSAGES.unstorable],
    [rules.email(value), ruleMessage('email', {})],
    [rules.max(value.trim(), LIMITS.emailMax), ruleMessage('max', { max: LIMITS.emailMax })],
  ]),
).transform((value) => value.trim());

export const commentField = text((value, ctx) =>
  firstFailure(ctx, [
    [rules.storable(value), MESSAGES.unstorable],
    [rules.max(value.trim(), LIMITS.commentMax), ruleMessage('max', { max: LIMITS.commentMax })],
  ]),
).transform((value) => value.trim());

const requiredComment = text((value, ctx) =>
  firstFailure(ctx, [
    [rules.required(value), MESSAGES.required],
    [rules.storable(value), MESSAGES.unstorable],
    [rules.max(value.trim(), LIMITS.commentMax), ruleMessage('max', { max: LIMITS.commentMax })],
  ]),
).transform((value) => value.trim());

export const consentField = z.boolean({ error: MESSAGES.consent }).refine((value) => value, MESSAGES.consent);

/** What a visitor fills in. Which fields a form shows depends on the form (FORM_FIELDS). */
export const FORM_FIELDS = {
  callback: ['name', 'phone'],
  property: ['name', 'phone', 'comment'],
  loan: ['name', 'phone', 'comment'],
  question: ['name', 'phone', 'email', 'comment'],
} as const satisfies Record<LeadForm, readonly string[]>;

/** The values schema of one form, as react-hook-form's resolver uses it. */
export function leadValuesSchema(form: LeadForm) {
  return z.object({
    name: nameField,
    phone: phoneField,
    email: emailField.optional(),
    comment: (form === 'question' ? requiredComment : commentField).optional(),
    consent: consentField,
  });
}
export type LeadValues = z.input<ReturnType<typeof leadValuesSchema>>;

/** Text the page fills in (consent version, the complex's title): no NUL, like every field. */
const plainText = () => z.string({ error: MESSAGES.wrongType }).refine((value) => rules.storable(value), MESSAGES.unstorable);

const optionalContextText = (max: number) =>
  plainText()
    .max(max, ruleMessage('max', { max }))
    .optional()
    .transform((value) => value?.trim() || undefined);

const positiveId = z.number({ error: MESSAGES.wrongType }).int(MESSAGES.wrongType).positive(MESSAGES.wrongType).max(2_147_483_647, MESSAGES.wrongType);

/** Where the form was: the unit, the complex, the loan programme, the page. */
export const leadContextSchema = z.strictObject({
  property_id: positiveId.optional(),
  property_type: propertyTypePurposeSchema.optional(),
  project_id: positiveId.optional(),
  project_title: optionalContextText(200),
  loan_slug: optionalContextText(100),
  page_url: z
    .url({ protocol: /^https?$/, error: MESSAGES.wrongType })
    .max(2000, MESSAGES.wrongType)
    .refine((value) => rules.storable(value), MESSAGES.unstorable)
    .optional(),
});
export type LeadContext = z.input<typeof leadContextSchema>;

/** The body of POST /api/leads. */
export const leadRequestSchema = z
  .strictObject({
    /** Made by the browser when the form opens: a resubmission of the same form is the same lead. */
    lead_id: z.uuid({ error: MESSAGES.wrongType }),
    form: z.enum(LEAD_FORMS, { error: MESSAGES.wrongType }),
    name: nameField,
    phone: phoneField,
    email: emailField.optional(),
    comment: commentField.optional(),
    consent: consentField,
    /** The version of the consent text the visitor saw (the CMS's privacy policy version). */
    consent_version: plainText().trim().min(1, MESSAGES.wrongType).max(64, MESSAGES.wrongType),
    context: leadContextSchema.optional(),
    utm: utmSchema.optional(),
    /** Milliseconds between the form's first render and the submit. */
    fill_ms: z.number({ error: MESSAGES.wrongType }).int(MESSAGES.wrongType).min(0, MESSAGES.wrongType),
    /** The honeypot: invisible to people, so anything here was typed by a script. */
    website: z.string({ error: MESSAGES.wrongType }).max(500, MESSAGES.wrongType).optional(),
  })
  .superRefine((request, ctx) => {
    if (request.form === 'question' && !request.comment) ctx.addIssue({ code: 'custom', path: ['comment'], message: MESSAGES.required });
  });
export type LeadRequestInput = z.input<typeof leadRequestSchema>;
export type LeadRequest = z.output<typeof leadRequestSchema>;

const CYRILLIC = /[а-яё]/i;

/**
 * Field path ("context.project_id") -> its first message, as the 422 body and the form use it.
 * Every message is Russian: zod's own English texts (an unknown key, a wrong type deep inside the
 * attribution record) become the generic Russian ones.
 */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  const add = (path: readonly PropertyKey[], message: string) => {
    // A body that is not an object at all has no field to blame: its message goes under "body".
    const key = path.length > 0 ? path.map(String).join('.') : 'body';
    fields[key] ??= message;
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add([...issue.path, key], MESSAGES.unknownField);
    // The contract's own NUL check (the attribution record) gets the form's Russian text.
    else if (issue.message === NUL_MESSAGE) add(issue.path, MESSAGES.unstorable);
    else add(issue.path, CYRILLIC.test(issue.message) ? issue.message : MESSAGES.wrongType);
  }
  return fields;
}

/** The most units one send-to-e-mail request may carry. */
export const SEND_MAX_PROPERTIES = 50;

const propertyIds = z
  .array(positiveId, { error: MESSAGES.wrongType })
  .min(1, MESSAGES.required)
  .max(SEND_MAX_PROPERTIES, `Можно отправить не больше ${SEND_MAX_PROPERTIES} объектов за раз`)
  .refine((ids) => new Set(ids).size === ids.length, MESSAGES.wrongType);

/** The address a send-to-e-mail request goes to: required, unlike the question form's e-mail. */
export const requiredEmailField = text((value, ctx) =>
  firstFailure(ctx, [
    [rules.required(value), MESSAGES.required],
    [rules.storable(value), MESSAGES.unstorable],
    [rules.email(value), ruleMessage('email', {})],
    [rules.max(value.trim(), LIMITS.emailMax), ruleMessage('max', { max: LIMITS.emailMax })],
  ]),
).transform((value) => value.trim());

/** A name the visitor may leave empty; when given, the lead forms' rules apply. */
const optionalNameField = text((value, ctx) => {
  if (value.trim() === '') return;
  firstFailure(ctx, [
    [rules.storable(value), MESSAGES.unstorable],
    [rules.min(value.trim(), LIMITS.nameMin), ruleMessage('min', { min: LIMITS.nameMin })],
    [rules.max(value.trim(), LIMITS.nameMax), ruleMessage('max', { max: LIMITS.nameMax })],
    [rules.regex(value, HAS_LETTER), MESSAGES.name],
  ]);
}).transform((value) => value.trim() || undefined);

/** What a visitor fills in to have units or a complex e-mailed (the send-to-e-mail dialog). */
export const sendValuesSchema = z.object({
  email: requiredEmailField,
  name: optionalNameField,
  consent: consentField,
});
export type SendValues = z.input<typeof sendValuesSchema>;

/** The body of POST /api/send: e-mail the visitor a set of units or a whole complex. */
export const sendRequestBodySchema = z
  .strictObject({
    request_id: z.uuid({ error: MESSAGES.wrongType }),
    email: requiredEmailField,
    name: nameField.optional(),
    property_ids: propertyIds.optional(),
    project_id: positiveId.optional(),
    consent: consentField,
    consent_version: plainText().trim().min(1, MESSAGES.wrongType).max(64, MESSAGES.wrongType),
    page_url: leadContextSchema.shape.page_url,
    utm: utmSchema.optional(),
    fill_ms: z.number({ error: MESSAGES.wrongType }).int(MESSAGES.wrongType).min(0, MESSAGES.wrongType),
    website: z.string({ error: MESSAGES.wrongType }).max(500, MESSAGES.wrongType).optional(),
  })
  .superRefine((request, ctx) => {
    if ((request.property_ids === undefined) === (request.project_id === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['property_ids'], message: 'Укажите либо объекты, либо жилой комплекс' });
    }
  });
export type SendRequestBodyInput = z.input<typeof sendRequestBodySchema>;
export type SendRequestBody = z.output<typeof sendRequestBodySchema>;
