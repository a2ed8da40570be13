'use client';
// A lead form inside a page: its code starts loading when the form comes within half a screen of
// the viewport or the visitor points at or focuses its place (the code, and the loading line in
// the meantime: ./loaded-lead-form). What a browser without script reads there instead comes from
// the page (`noScript`, ./needs-script).
import { useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useNearViewport } from '@/ui/on-demand/use-near-viewport';
import type { LeadFormProps } from './lead-form';
import { FormLoading, LoadedLeadForm, type PhoneLink } from './loaded-lead-form';

/** A form inside a page: loads as it nears the viewport (or at once where that cannot be observed). */
export function DeferredLeadForm({ phone, noScript, ...props }: LeadFormProps & { phone?: PhoneLink | null; noScript?: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, '50% 0px');
  const [reached, setReached] = useState(false);
  // Tab reaches the loading line (focusable while the code is on its way): the form's first
  // field takes the focus once it is here, so the keyboard does not skip past it.
  const [tabbedIn, setTabbedIn] = useState(false);
  const wanted = near || reached;
  const want = () => setReached(true);
  const focused = (event: FocusEvent) => {
    want();
    if ((event.target as Element).hasAttribute('data-form')) setTabbedIn(true);
  };
  return (
    <div ref={place} onPointerEnter={want} onFocusCapture={focused}>
      {wanted ? (
        <LoadedLeadForm {...props} phone={phone} reserve focusFirstField={tabbedIn || props.focusFirstField} />
      ) : (
        <FormLoading reserve={props.form}>{noScript}</FormLoading>
      )}
    </div>
  );
}
