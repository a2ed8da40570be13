// Which fields of each resource the list query can filter and sort on, and how to read them.
// The field tables come from the contract; the getters are checked against them by the compiler.
import {
  DEFAULT_SORT,
  facadeQueryFields,
  houseQueryFields,
  leadQueryFields,
  projectQueryFields,
  propertyQueryFields,
  renderQueryFields,
  sendRequestQueryFields,
  squareMeterQueryFields,
  type Facade,
  type House,
  type Lead,
  type Property,
  type Render,
  type SalesProject,
  type SendRequestRecord,
  type SquareMeterPrice,
} from '@novostroy/contracts';
import type { ListSpec } from '../http/list-query';

export const propertySpec: ListSpec<Property, typeof propertyQueryFields> = {
  fields: propertyQueryFields,
  defaultSort: DEFAULT_SORT.property,
  get: {
    id: (p) => p.id,
    number: (p) => p.number,
    type_purpose: (p) => p.type_purpose,
    status: (p) => p.status,
    project_id: (p) => p.project_id,
    house_id: (p) => p.house_id,
    section: (p) => p.section,
    floor: (p) => p.floor,
    rooms_amount: (p) => p.rooms_amount,
    studio: (p) => p.studio,
    area_total: (p) => p.area_total,
    area_living: (p) => p.area_living,
    area_kitchen: (p) => p.area_kitchen,
    price_value: (p) => p.price_value,
    price_per_meter: (p) => p.price_per_meter,
    price_old: (p) => p.price_old,
    finishing: (p) => p.finishing,
    'development_end.year': (p) => p.development_end.year,
    'development_end.quarter': (p) => p.development_end.quarter,
  },
};

export const projectSpec: ListSpec<SalesProject, typeof projectQueryFields> = {
  fields: projectQueryFields,
  defaultSort: DEFAULT_SORT.project,
  get: {
    id: (p) => p.id,
    slug: (p) => p.slug,
    district: (p) => p.district,
    released: (p) => p.released,
    houses_count: (p) => p.houses_count,
    'completion.year': (p) => p.completion.year,
    'completion.quarter': (p) => p.completion.quarter,
  },
};

export const houseSpec: ListSpec<House, typeof houseQueryFields> = {
  fields: houseQueryFields,
  defaultSort: DEFAULT_SORT.house,
  get: {
    id: (h) => h.id,
    project_id: (h) => h.project_id,
    number: (h) => h.number,
    released: (h) => h.released,
    sections_count: (h) => h.sections_count,
    floors_count: (h) => h.floors_count,
    'development_end.year': (h) => h.development_end.year,
    'development_end.quarter': (h) => h.development_end.quarter,
  },
};

export const facadeSpec: ListSpec<Facade, typeof facadeQueryFields> = {
  fields: facadeQueryFields,
  defaultSort: DEFAULT_SORT.facade,
  get: { id: (f) => f.id, house_id: (f) => f.house_id, project_id: (f) => f.project_id },
};

export const renderSpec: ListSpec<Render, typeof renderQueryFields> = {
  fields: renderQueryFields,
  defaultSort: DEFAULT_SORT.render,
  get: { id: (r) => r.id, project_id: (r) => r.project_id, house_id: (r) => r.house_id },
};

export const squareMeterSpec: ListSpec<SquareMeterPrice, typeof squareMeterQueryFields> = {
  fields: squareMeterQueryFields,
  defaultSort: DEFAULT_SORT.squareMeter,
  get: {
    project_id: (s) => s.project_id,
    type_purpose: (s) => s.type_purpose,
    amount: (s) => s.amount,
    avg_price_per_meter: (s) => s.avg_price_per_meter,
  },
};

export const leadSpec: ListSpec<Lead, typeof leadQueryFields> = {
  fields: leadQueryFields,
  defaultSort: DEFAULT_SORT.lead,
  get: { form: (l) => l.form, project_id: (l) => l.project_id, property_id: (l) => l.property_id, received_at: (l) => l.received_at },
};

export const sendRequestSpec: ListSpec<SendRequestRecord, typeof sendRequestQueryFields> = {
  fields: sendRequestQueryFields,
  defaultSort: DEFAULT_SORT.sendRequest,
  get: { project_id: (s) => s.project_id, email: (s) => s.email, received_at: (s) => s.received_at },
};
