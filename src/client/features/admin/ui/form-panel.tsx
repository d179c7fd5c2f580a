import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import type { DraftOffer } from '../lib/use-local-draft';
import { ConflictAlert, DraftOfferNotice } from './form-alerts';
import { UploadProgress } from './upload-progress';

/** The inline create/edit form of a section, in a card with its heading. */
export function FormPanel({
  title,
  panelRef,
  children,
}: {
  title: string;
  panelRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  return (
    <section
      ref={panelRef}
      aria-label={title}
      className="mb-8 scroll-mt-20 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="mb-4 font-display text-xl font-semibold text-club-black">{title}</h2>
      {children}
    </section>
  );
}

/** Submit and Cancel; submit is disabled while the save is pending (docs/product.md "States"). */
export function FormActions({
  submitLabel,
  pending,
  pendingLabel = 'Saving...',
  disabled = false,
  onCancel,
  progress = null,
}: {
  submitLabel: string;
  pending: boolean;
  pendingLabel?: string;
  disabled?: boolean;
  onCancel: () => void;
  /** Per cent of a file sent, while one is. */
  progress?: number | null;
}) {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {pending && progress !== null && <UploadProgress percent={progress} />}
      <Button size="sm" type="submit" disabled={pending || disabled} busy={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
      <Button size="sm" variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

/**
 * A create/edit form: its fields in two columns on wider screens, then Submit and Cancel. A draft of it kept in this
 * browser is offered above the fields; a save refused because someone else saved first is said above the buttons.
 */
export function FormLayout({
  onSubmit,
  children,
  draft = null,
  conflict = null,
  ...actions
}: Parameters<typeof FormActions>[0] & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  draft?: DraftOffer | null;
  conflict?: string | null;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <DraftOfferNotice offer={draft} />
      {children}
      <ConflictAlert message={conflict} />
      <div className="sm:col-span-2">
        <FormActions {...actions} />
      </div>
    </form>
  );
}
