// The request about one unit (an apartment, an office, a parking place, a storage room) on its
// page: name, phone, an optional comment, sent with the unit and its complex as the context.
import type { PropertyTypePurpose } from '@novostroy/contracts';
import { DeferredLeadForm } from './deferred-lead-form';
import type { PhoneLink } from './loaded-lead-form';
import { NeedsScript } from './needs-script';
import { LeadSection } from './lead-section';
import { leadFormTexts as t } from './texts';

export interface PropertyRequestFormProps {
  /** The unit's id in the sales-data service. */
  propertyId: number;
  propertyType?: PropertyTypePurpose;
  projectId?: number;
  projectTitle?: string;
  consentVersion?: string | null;
  /** The sales phone: offered where the form cannot load (no script, a failed download). */
  phone?: PhoneLink | null;
  title?: string;
}

export function PropertyRequestForm({ propertyId, propertyType, projectId, projectTitle, consentVersion, phone, title = t.propertyTitle }: PropertyRequestFormProps) {
  return (
    <LeadSection title={title} intro={t.propertyIntro}>
      <DeferredLeadForm
        form="property"
        consentVersion={consentVersion}
        phone={phone}
        noScript={<NeedsScript phone={phone} />}
        context={{
          property_id: propertyId,
          ...(propertyType ? { property_type: propertyType } : {}),
          ...(projectId !== undefined ? { project_id: projectId } : {}),
          ...(projectTitle ? { project_title: projectTitle } : {}),
        }}
      />
    </LeadSection>
  );
}
