// Paths of the sales-data API (spec §7, exactly) and the schema each answer is validated with,
// so a client builds URLs and checks responses from one table.
import { healthSchema } from './envelope';
import { houseListResponseSchema } from './house';
import { leadListResponseSchema, leadResponseSchema, sendRequestListResponseSchema, sendRequestResponseSchema } from './lead';
import { facadeListResponseSchema, floorPlanResponseSchema, renderListResponseSchema } from './media';
import { developmentEndListResponseSchema, monthlyPaymentResponseSchema, squareMeterListResponseSchema } from './pricing';
import { salesProjectListResponseSchema, salesProjectResponseSchema } from './project';
import { propertyListResponseSchema, propertyResponseSchema } from './property';

export const salesDataPaths = {
  health: '/health',
  projects: '/api/project',
  project: (id: number) => `/api/project/${id}`,
  houses: '/api/houses',
  properties: '/api/property/loaded',
  propertiesPdf: '/api/property/loaded/pdf',
  /** Our extension: one unit by id. */
  property: (id: number) => `/api/property/${id}`,
  facades: '/api/facades',
  floor: (houseId: number) => `/api/floor/${houseId}`,
  renders: '/api/render',
  developmentEnd: '/api/development-end',
  squareMeter: '/api/square-meter',
  monthlyPayment: (propertyId: number) => `/api/monthly_payment/${propertyId}`,
  propertyPdf: (propertyId: number) => `/api/pdf/${propertyId}`,
  floorPdf: (houseId: number, floor: number) => `/api/pdf/${houseId}/${floor}`,
  send: '/api/send',
  addLead: '/api/amo-crm/add-lead',
  leads: '/api/amo-crm/leads',
  /** Test controls only (SALES_DATA_TEST_CONTROLS=1): PUT a unit's status; a 404 otherwise. */
  testPropertyStatus: (propertyId: number) => `/api/test/property/${propertyId}/status`,
} as const;

/** Response schema per JSON endpoint (PDF endpoints answer application/pdf). */
export const salesDataResponses = {
  health: healthSchema,
  projects: salesProjectListResponseSchema,
  project: salesProjectResponseSchema,
  houses: houseListResponseSchema,
  properties: propertyListResponseSchema,
  property: propertyResponseSchema,
  facades: facadeListResponseSchema,
  floor: floorPlanResponseSchema,
  renders: renderListResponseSchema,
  developmentEnd: developmentEndListResponseSchema,
  squareMeter: squareMeterListResponseSchema,
  monthlyPayment: monthlyPaymentResponseSchema,
  send: sendRequestResponseSchema,
  sendRequests: sendRequestListResponseSchema,
  addLead: leadResponseSchema,
  leads: leadListResponseSchema,
} as const;

/** Header that makes POST /api/send and /api/amo-crm/add-lead safe to retry. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Query parameter the spec's site used for the token; `Authorization: Bearer` works too. */
export const ACCESS_TOKEN_QUERY_PARAM = 'access-token';
