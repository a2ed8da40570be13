// What a browser without script reads in a page's form place: the form needs script, and the
// phone to call instead. A server component handed to DeferredLeadForm, so the sentence travels in
// the page's HTML and never in a script every page loads.
import { CallInstead, type PhoneLink } from './loaded-lead-form';

const NEEDS_SCRIPT = 'Форма работает при включённом JavaScript. Включите его и обновите страницу или позвоните нам';

export function NeedsScript({ phone }: { phone?: PhoneLink | null }) {
  return (
    <noscript>
      <CallInstead text={NEEDS_SCRIPT} phone={phone} />
    </noscript>
  );
}
