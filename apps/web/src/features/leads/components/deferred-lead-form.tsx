'use client';
// A lead form inside a page: its code starts loading when the form comes within half a screen of
// the viewport or the visitor points at or focuses its place (the code, and the loading line in
// the meantime: ./loaded-lead-form). What a browser without script reads there instead comes from
// the page (`noScript`, ./needs-script).
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNearViewport } from '@/ui/on-demand/use-near-viewport';
import type { LeadFormProps } from './lead-form';
import { FormLoading, LoadedLeadForm, type PhoneLink } from './loaded-lead-form';

/** A form inside a page: loads as it nears the viewport (or at once where that cannot be observed). */
export function DeferredLeadForm({ phone, noScript, ...props }: LeadFormProps & { phone?: PhoneLink | null; noScript?: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, '50% 0px');
  const [reached, setReached] = useState(false);
  const wanted = near || reached;
  const want = () => setReached(true);
  // Tab stops at the form's place while its code is on its way (from hydration on: without script
  // there is nothing to wait for), so the keyboard does not pass into the footer; the place keeps
  // the focus while the loading line changes inside it.
  useEffect(() => {
    if (!place.current?.querySelector('form')) place.current?.setAttribute('tabindex', '0');
  }, []);
  // Once the form is here, its first field takes the focus the keyboard left on the place (not a
  // click's or a tap's, nor one that has moved on).
  const shown = useCallback(() => {
    const element = place.current;
    if (!element) return;
    // Asked first: the place loses the focus with its tabindex.
    const keyboardHere = document.activeElement === element && element.matches(':focus-visible');
    element.removeAttribute('tabindex');
    if (keyboardHere) element.querySelector<HTMLElement>('input, textarea')?.focus();
  }, []);
  return (
    <div ref={place} onPointerEnter={want} onFocusCapture={want}>
      {wanted ? (
        <LoadedLeadForm {...props} phone={phone} reserve onShown={shown} />
      ) : (
        <FormLoading reserve={props.form}>{noScript}</FormLoading>
      )}
    </div>
  );
}
