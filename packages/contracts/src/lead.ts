// Lead intake: the payload of POST /api/amo-crm/add-lead and POST /api/send, and the records
// the service stores (and lists) for them. Request objects are strict: an unknown key is an error,
// which catches misspelt attribution keys (the spec spells utm_countent so, on purpose).
import { z } from 'zod';
import { listEnvelope, singleEnvelope } from './envelope';
import { RUSSIAN_PHONE_PATTERN } from './phone';
import { EMAIL_MAX_LENGTH, NUL_MESSAGE, containsUnstorable, isEmailAddress } from './text-rules';
import { LEAD_FORMS, idSchema, leadFormSchema, propertyTypePurposeSchema } from './vocabulary';

/** "name is required" for a missing key; zod's own message for a value of the wrong type. */
const requiredError = (field: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? `${field} is required` : undefined) });

/** Every text of a lead or send request: Postgres cannot keep a NUL, so none is accepted. */
const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine((value) => !containsUnstorable(value), NUL_MESSAGE);

const utmValue = text().max(500).optional();

/** Spec §3 attribution record, key names exactly as the site stores them. */
export const utmSchema = z.strictObject({
  source: utmValue,
  utm_campaign: utmValue,
  utm_countent: utmValue,
  utm_medium: utmValue,
  utm_source: utmValue,
  utm_term: utmValue,
  ya_clid: utmValue,
  ga_clid: utmValue,
  roistat: utmValue,
});
export type Utm = z.infer<typeof utmSchema>;

/** The visitor's consent to personal-data processing, as shown next to the form. */
export const consentSchema = z.strictObject(
  {
    accepted: z.literal(true, { error: 'consent must be accepted' }),
    at: z.iso.datetime({ offset: true, error: 'expected an ISO 8601 date-time' }),
    text_version: text(requiredError('text_version')).trim().min(1, 'text_version is required').max(64),
  },
  requiredError('consent'),
);
export type Consent = z.infer<typeof consentSchema>;

/** An empty optional text field ("") counts as absent, as in the site's form validation. */
function optionalText(max: number) {
  return text()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));
}

/** The site's one e-mail rule (text-rules.ts): internationalised addresses such as анна@пример.рф pass. */
const emailAddress = (params?: Parameters<typeof z.string>[0]) =>
  text(params).max(EMAIL_MAX_LENGTH).refine((value) => containsUnstorable(value) || isEmailAddress(value), 'expected an e-mail address');

const optionalEmail = z
  .union([z.literal(''), emailAddress()])
  .optional()
  .transform((v) => (v ? v : undefined));

const optionalPageUrl = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).max(2000).refine((value) => !containsUnstorable(value), NUL_MESSAGE)])
  .optional()
  .transform((v) => (v ? v : undefined));

export const phoneSchema = z.string(requiredError('phone')).regex(RUSSIAN_PHONE_PATTERN, 'expected +7 and 10 digits, e.g. +79181234567');

/** Body of POST /api/amo-crm/add-lead. */
export const leadPayloadSchema = z.strictObject({
  name: text(requiredError('name')).trim().min(1, 'name is required').max(100),
  phone: phoneSchema,
  email: optionalEmail,
  comment: optionalText(2000),
  form: z.enum(LEAD_FORMS, { error: (issue) => (issue.input === undefined ? 'form is required' : `form must be one of ${LEAD_FORMS.join(', ')}`) }),
  property_id: idSchema.optional(),
  property_type: propertyTypePurposeSchema.optional(),
  project_id: idSchema.optional(),
  project_title: optionalText(200),
  loan_slug: optionalText(100),
  page_url: optionalPageUrl,
  utm: utmSchema.optional(),
  consent: consentSchema,
  /** The sender's own id for this lead; a second lead with the same id is a replay, not a new lead. */
  lead_id: z.uuid().optional(),
});
/** What a client sends (empty optional strings allowed). */
export type LeadPayloadInput = z.input<typeof leadPayloadSchema>;
/** What the service keeps (empty optional strings dropped). */
export type LeadPayload = z.infer<typeof leadPayloadSchema>;

/** Where a lead stands in the CRM: forwarding not configured, queued or retrying, created, given up. */
export const CRM_STATUSES = ['off', 'pending', 'sent', 'failed'] as const;
export const crmStatusSchema = z.enum(CRM_STATUSES);
export type CrmStatus = z.infer<typeof crmStatusSchema>;

/** The lead's forwarding state, added by the service when it answers (never part of the payload). */
export const leadCrmSchema = z.object({
  status: crmStatusSchema,
  /** The lead's id in amoCRM once it was created there. */
  amo_lead_id: z.number().int().positive().optional(),
  /** Calls made so far to create the lead in amoCRM. */
  attempts: z.number().int().nonnegative().optional(),
});
export type LeadCrm = z.infer<typeof leadCrmSchema>;

/** A stored lead: the payload plus the id (lead_id when it was given) and the time it arrived. */
export const leadSchema = z.object({
  id: z.uuid(),
  received_at: z.iso.datetime(),
  name: z.string(),
  phone: z.string(),
  email: z.string().optional(),
  comment: z.string().optional(),
  form: leadFormSchema,
  property_id: idSchema.optional(),
  property_type: propertyTypePurposeSchema.optional(),
  project_id: idSchema.optional(),
  project_title: z.string().optional(),
  loan_slug: z.string().optional(),
  page_url: z.string().optional(),
  utm: utmSchema.optional(),
  consent: consentSchema,
  /** Optional so records stored before forwarding existed, and clients that ignore it, still parse. */
  crm: leadCrmSchema.optional(),
});
export type Lead = z.infer<typeof leadSchema>;
export const leadResponseSchema = singleEnvelope(leadSchema);
export type LeadResponse = z.infer<typeof leadResponseSchema>;
export const leadListResponseSchema = listEnvelope(leadSchema);
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

/** Body of POST /api/send: e-mail the visitor a set of units or a whole project. */
export const sendRequestSchema = z
  .strictObject({
    email: emailAddress({ error: (issue) => (issue.input === undefined ? 'email is required' : 'expected an e-mail address') }),
    property_ids: z
      .array(idSchema)
      .min(1, 'property_ids needs at least one id')
      .max(50, 'property_ids takes at most 50 ids')
      .refine((ids) => new Set(ids).size === ids.length, 'property_ids has duplicates')
      .optional(),
    project_id: idSchema.optional(),
    name: optionalText(100),
    comment: optionalText(2000),
    page_url: optionalPageUrl,
    utm: utmSchema.optional(),
  })
  .refine((r) => (r.property_ids === undefined) !== (r.project_id === undefined), {
    message: 'give either property_ids or project_id',
    path: ['property_ids'],
  });
export type SendRequestInput = z.input<typeof sendRequestSchema>;
export type SendRequest = z.infer<typeof sendRequestSchema>;

/** A stored send request; "queued" until a mailer picks it up (none is configured in the demo). */
export const sendRequestRecordSchema = z.object({
  id: z.uuid(),
  received_at: z.iso.datetime(),
  status: z.literal('queued'),
  email: z.string(),
  property_ids: z.array(idSchema).optional(),
  project_id: idSchema.optional(),
  name: z.string().optional(),
  comment: z.string().optional(),
  page_url: z.string().optional(),
  utm: utmSchema.optional(),
});
export type SendRequestRecord = z.infer<typeof sendRequestRecordSchema>;
export const sendRequestResponseSchema = singleEnvelope(sendRequestRecordSchema);
export type SendRequestResponse = z.infer<typeof sendRequestResponseSchema>;
export const sendRequestListResponseSchema = listEnvelope(sendRequestRecordSchema);
export type SendRequestListResponse = z.infer<typeof sendRequestListResponseSchema>;
