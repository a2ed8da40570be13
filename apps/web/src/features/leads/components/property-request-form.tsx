'use client';
// The request about one unit (an apartment, an office, a parking place, a storage room) on its
// page: name, phone, an optional comment, sent with the unit and its complex as the context.
import type { PropertyTypePurpose } from '@novostroy/contracts';
import { DeferredLeadForm } from './deferred-lead-form';
import type { LeadSubmittedEvent } from './lead-form';
import { LeadSection } from './lead-section';
import { leadFormTexts as t } from './texts';

export interface PropertyRequestFormProps {
  /** The unit's id in the sales-data service. */
  propertyId: number;
  propertyType?: PropertyTypePurpose;
  projectId?: number;
  projectTitle?: string;
  consentVersion?: string | null;
  title?: string;
  onSubmitted?: (event: LeadSubmittedEvent) => void;
}

export function PropertyRequestForm({ propertyId, propertyType, projectId, projectTitle, consentVersion, title = t.propertyTitle, onSubmitted }: PropertyRequestFormProps) {
  return (
    <LeadSection title={title} intro={t.propertyIntro}>
      <DeferredLeadForm
        form="property"
        consentVersion={consentVersion}
        context={{
          property_id: propertyId,
          ...(propertyType ? { property_type: propertyType } : {}),
          ...(projectId !== undefined ? { project_id: projectId } : {}),
          ...(projectTitle ? { project_title: projectTitle } : {}),
        }}
        onSubmitted={onSubmitted}
      />
    </LeadSection>
  );
}
