'use client';
// What a lead form and the send-to-e-mail form share before they send: the request's id and the
// fill clock (both start when the form appears in the browser), the rule that the same values
// again are a retry of the same request, and the wait that keeps a quick person from the
// server's anti-script refusal.
import { useEffect, useRef } from 'react';
import { MIN_FILL_MS } from '../schema';
import { newLeadId } from './new-lead-id';

export interface RequestDraft {
  id: string;
  startedAt: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useRequestDraft() {
  const draft = useRef<RequestDraft | null>(null);
  const lastAttempt = useRef<{ id: string; values: string } | null>(null);

  // The id and the fill clock start when the form appears in the browser, not on the server.
  useEffect(() => {
    draft.current = { id: newLeadId(), startedAt: Date.now() };
  }, []);

  /** The same values again are a retry of the same request; changed values after an unanswered attempt are a new one. */
  function draftFor(values: unknown): RequestDraft {
    let current = draft.current ?? { id: newLeadId(), startedAt: Date.now() };
    // The server keeps the first version of an id, and a correction the visitor made must not be
    // dropped (at worst the sales team sees the request twice).
    const attempt = JSON.stringify(values);
    if (lastAttempt.current && lastAttempt.current.id === current.id && lastAttempt.current.values !== attempt) {
      current = { id: newLeadId(), startedAt: current.startedAt };
    }
    draft.current = current;
    lastAttempt.current = { id: current.id, values: attempt };
    return current;
  }

  /** After the server accepted a request, the next one from the same form is a new request. */
  function startAfresh() {
    draft.current = { id: newLeadId(), startedAt: Date.now() };
  }

  return { draftFor, startAfresh };
}

/** A person is never faster than MIN_FILL_MS; a visitor who is waits out the rest before sending. */
export async function waitOutFillTime(draft: RequestDraft): Promise<void> {
  const elapsed = Date.now() - draft.startedAt;
  if (elapsed < MIN_FILL_MS) await wait(MIN_FILL_MS - elapsed);
}
