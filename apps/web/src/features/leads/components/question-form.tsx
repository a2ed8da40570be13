'use client';
// «Остались вопросы?»: the question form at the bottom of a complex's page (name, phone,
// optional e-mail, the question), sent with the complex as its context.
import { DeferredLeadForm } from './deferred-lead-form';
import type { LeadSubmittedEvent } from './lead-form';
import { LeadSection } from './lead-section';
import { leadFormTexts as t } from './texts';

export interface QuestionFormProps {
  /** The complex's id in the sales-data service, when the page is a complex's page. */
  projectId?: number;
  projectTitle?: string;
  consentVersion?: string | null;
  title?: string;
  /** The line under the heading; the default invites a question. */
  intro?: string;
  /** The question field's label and the button's words, for a request that is not a question (a tender application). */
  commentLabel?: string;
  submitLabel?: string;
  onSubmitted?: (event: LeadSubmittedEvent) => void;
}

export function QuestionForm({ projectId, projectTitle, consentVersion, title = t.questionTitle, intro = t.questionIntro, commentLabel, submitLabel, onSubmitted }: QuestionFormProps) {
  return (
    <LeadSection title={title} intro={intro}>
      <DeferredLeadForm
        form="question"
        consentVersion={consentVersion}
        context={{
          ...(projectId !== undefined ? { project_id: projectId } : {}),
          ...(projectTitle ? { project_title: projectTitle } : {}),
        }}
        commentLabel={commentLabel}
        submitLabel={submitLabel}
        onSubmitted={onSubmitted}
      />
    </LeadSection>
  );
}
