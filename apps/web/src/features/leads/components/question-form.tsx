// «Остались вопросы?»: the question form at the bottom of a complex's page (name, phone,
// optional e-mail, the question), sent with the complex as its context.
import { DeferredLeadForm } from './deferred-lead-form';
import type { PhoneLink } from './loaded-lead-form';
import { NeedsScript } from './needs-script';
import { LeadSection } from './lead-section';
import { leadFormTexts as t } from './texts';

export interface QuestionFormProps {
  /** The complex's id in the sales-data service, when the page is a complex's page. */
  projectId?: number;
  projectTitle?: string;
  consentVersion?: string | null;
  /** The sales phone: offered where the form cannot load (no script, a failed download). */
  phone?: PhoneLink | null;
  title?: string;
  /** The line under the heading; the default invites a question. */
  intro?: string;
  /** The question field's label and the button's words, for a request that is not a question (a tender application). */
  commentLabel?: string;
  submitLabel?: string;
}

export function QuestionForm({ projectId, projectTitle, consentVersion, phone, title = t.questionTitle, intro = t.questionIntro, commentLabel, submitLabel }: QuestionFormProps) {
  return (
    <LeadSection title={title} intro={intro}>
      <DeferredLeadForm
        form="question"
        consentVersion={consentVersion}
        phone={phone}
        noScript={<NeedsScript phone={phone} />}
        context={{
          ...(projectId !== undefined ? { project_id: projectId } : {}),
          ...(projectTitle ? { project_title: projectTitle } : {}),
        }}
        commentLabel={commentLabel}
        submitLabel={submitLabel}
      />
    </LeadSection>
  );
}
