// Leads, for pages and layouts: the request forms a page places. Browser-safe; the intake that
// stores a lead is in ./server.
export { CallbackRequestButton, type CallbackRequestButtonProps } from './components/callback-request-button';
export { LoanConsultationForm, type LoanConsultationFormProps } from './components/loan-consultation-form';
export { LoanConsultationButton, type LoanConsultationButtonProps } from './components/loan-consultation-button';
export { PropertyRequestForm, type PropertyRequestFormProps } from './components/property-request-form';
export { QuestionForm, type QuestionFormProps } from './components/question-form';
// The shell only: the send-to-e-mail form's code loads when its dialog opens.
export { SendByEmailButton, type SendByEmailButtonProps } from './components/send-by-email-button';
export type { LeadSubmittedEvent } from './components/lead-form';
export type { PhoneLink } from './components/loaded-lead-form';
