// The one way a portal form keeps what is typed until it is saved (ADR 045). While the form differs from
// what it opened with, its values are written to this browser's storage (src/client/lib/local-drafts.ts) a moment
// after each change, and at once when the page is hidden, closed or the form unmounts. Opened again with a draft
// that differs, the form offers it: 'Restore what you typed at 10:42?'. A successful save removes it; a failed one
// keeps it. `useFormDraft` wires a react-hook-form form to it, `useStateDraft` a form holding its text in state.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSignedInUser } from '../../../lib/auth';
import {
  type Draft,
  type DraftValues,
  draftKey,
  dropOldDrafts,
  readDraft,
  removeDraft,
  sameValues,
  storableValues,
  writeDraft,
} from '../../../lib/local-drafts';

/** How long typing pauses before what is typed is written. */
const WRITE_AFTER_MS = 400;

/** Drafts a week old are dropped once per page load, by the first form that opens (each read drops its own too). */
let swept = false;

export type DraftOptions = {
  /** Which form: an entity key, or a form of its own ('settings', 'registration-notes'). */
  form: string;
  /** The item the form edits; null while a new one is created. */
  itemId: string | null;
  /** The item's updatedAt as the form was opened with it; null for a new item or one without a version. */
  version: string | null;
  /** What the form shows when there is no draft. */
  initial: Record<string, unknown>;
  /** Fields never stored: passwords. */
  omit?: readonly string[];
  /** The person already chose to restore the draft (the News section's 'Restore'): put it back without asking. */
  restoreAtOnce?: boolean;
};

/** A stored draft the form offers back, with the choice. */
export type DraftOffer = {
  /** When it was last written. */
  savedAt: number;
  /** The item has been saved since the draft was typed on it: restoring puts the draft over that save. */
  savedSince: string | null;
  restore: () => void;
  discard: () => void;
};

export function useLocalDraft(options: DraftOptions & { apply: (values: DraftValues) => void }) {
  const { form, itemId, version, apply } = options;
  // A constant list per form: read once.
  const [omit] = useState(() => options.omit ?? []);
  const userId = useSignedInUser()?.id ?? null;
  const key = userId === null ? null : draftKey(userId, form, itemId ?? 'new');
  // What the form shows unsaved: what it opened with, then what it last saved. A draft equal to it holds nothing.
  const baseline = useRef<DraftValues | null>(null);
  baseline.current ??= storableValues(options.initial, omit);
  const [offered, setOffered] = useState<Draft | null>(() => {
    if (!key) return null;
    if (!swept) dropOldDrafts();
    swept = true;
    const draft = readDraft(key);
    if (draft && baseline.current && sameValues(draft.values, baseline.current)) removeDraft(key);
    return draft && baseline.current && !sameValues(draft.values, baseline.current) ? draft : null;
  });
  const pending = useRef<DraftValues | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // While a draft is offered, typing does not replace it: the person has not chosen yet.
  const holding = useRef(offered !== null);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const values = pending.current;
    pending.current = null;
    if (!key || !values || holding.current) return;
    if (baseline.current && sameValues(values, baseline.current)) removeDraft(key);
    else writeDraft(key, { savedAt: Date.now(), version, values });
  }, [key, version]);

  /** What the form holds now: written after a pause in typing. */
  const note = useCallback(
    (values: Record<string, unknown>) => {
      if (holding.current) return;
      pending.current = storableValues(values, omit);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, WRITE_AFTER_MS);
    },
    [flush, omit],
  );

  /**
   * After a successful save: nothing is left to restore. A form that stays open names what it now shows as saved
   * (`values`), so only what is typed after differs.
   */
  const saved = useCallback(
    (values?: Record<string, unknown>) => {
      clearTimeout(timer.current);
      pending.current = null;
      if (values) baseline.current = storableValues(values, omit);
      if (key) removeDraft(key);
    },
    [key, omit],
  );

  // A reload, a closed tab, a phone switching apps, or the form closing: what is typed is written now.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
      flush();
    };
  }, [flush]);

  // Once, as the form opens: what was kept goes back in, and the form shows it unsaved.
  const [restoreAtOnce] = useState(() => options.restoreAtOnce === true && offered !== null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as the form opens
  useEffect(() => {
    if (!restoreAtOnce || !offered) return;
    holding.current = false;
    setOffered(null);
    apply(offered.values);
  }, []);

  const offer: DraftOffer | null =
    offered && !restoreAtOnce
      ? {
          savedAt: offered.savedAt,
          savedSince: offered.version !== null && version !== null && offered.version !== version ? version : null,
          restore: () => {
            holding.current = false;
            setOffered(null);
            apply(offered.values);
          },
          discard: () => {
            holding.current = false;
            setOffered(null);
            if (key) removeDraft(key);
          },
        }
      : null;

  return { offer, note, saved };
}

/**
 * A react-hook-form form's draft. Restoring puts the values back over the form's own, which stay its defaults, so
 * the form is unsaved (leaving asks first, use-unsaved-warning.ts) until it is saved.
 */
export function useFormDraft<V extends FieldValues, T>(
  form: UseFormReturn<V, unknown, T>,
  options: Omit<DraftOptions, 'initial'>,
) {
  const draft = useLocalDraft({
    ...options,
    initial: form.formState.defaultValues ?? {},
    apply: (values) => form.reset({ ...form.getValues(), ...values }, { keepDefaultValues: true }),
  });
  const { note } = draft;
  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: ({ values }) => note(values) }),
    [form, note],
  );
  return draft;
}

/** A form that holds its values in React state (`values`): the draft follows them. */
export function useStateDraft(
  values: Record<string, unknown>,
  options: DraftOptions & { apply: (values: DraftValues) => void },
) {
  const draft = useLocalDraft(options);
  const { note } = draft;
  const latest = useRef(values);
  latest.current = values;
  const text = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: noted when what is typed changes, as text
  useEffect(() => note(latest.current), [note, text]);
  return draft;
}
