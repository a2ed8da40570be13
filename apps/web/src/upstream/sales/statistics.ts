// Sales project statistics, read leniently: spec §3 says every field defaults to 0, so a missing
// or null number is 0 rather than a reason to drop the whole answer.
import {
  listEnvelope,
  projectStatisticsSchema,
  salesProjectSchema,
  singleEnvelope,
  type ProjectStatistics,
  type YearQuarter,
} from '@novostroy/contracts';
import { z } from 'zod';

type StatisticsKey = keyof ProjectStatistics;

const STATISTICS_KEYS = Object.keys(projectStatisticsSchema.shape) as StatisticsKey[];

/** Each statistics field as the contract types it, but optional and nullable. */
const lenientStatisticsSchema = z.object(
  Object.fromEntries(STATISTICS_KEYS.map((key) => [key, projectStatisticsSchema.shape[key].nullish()])) as {
    [K in StatisticsKey]: z.ZodOptional<z.ZodNullable<(typeof projectStatisticsSchema.shape)[K]>>;
  },
);

export type LenientStatistics = z.infer<typeof lenientStatisticsSchema>;

export const salesProjectLenientSchema = singleEnvelope(
  salesProjectSchema.extend({ statistics: lenientStatisticsSchema.nullish() }),
);
export const salesProjectListLenientSchema = listEnvelope(
  salesProjectSchema.extend({ statistics: lenientStatisticsSchema.nullish() }),
);

/** Fills every missing statistics field with 0. */
export function toProjectStatistics(statistics: LenientStatistics | null | undefined): ProjectStatistics {
  const out = {} as ProjectStatistics;
  for (const key of STATISTICS_KEYS) out[key] = statistics?.[key] ?? 0;
  return out;
}

export const emptyProjectStatistics: ProjectStatistics = toProjectStatistics(undefined);

/** What the projects list needs of a sales project: where it is, when it is done, what is left. */
export interface SalesProjectOverview {
  profitId: number;
  district: string;
  address: string;
  released: boolean;
  completion: YearQuarter;
  statistics: ProjectStatistics;
}

export function toSalesProjectOverview(project: z.infer<typeof salesProjectListLenientSchema>['data'][number]): SalesProjectOverview {
  return {
    profitId: project.id,
    district: project.district,
    address: project.address,
    released: project.released,
    completion: project.completion,
    statistics: toProjectStatistics(project.statistics),
  };
}
