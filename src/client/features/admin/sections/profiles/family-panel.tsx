// A player's family in their edit panel, for those who may see families (Admins, the Coaches of the player's team):
// the guardian's contacts with a form to set them, and the family's private link: sent on WhatsApp, copied, emailed,
// or replaced by a new one when a phone is lost. A number that is a brother's or sister's family joins the player to
// it (the server decides). A failed save keeps what was typed, the server's reasons under the fields.
import { Copy, ExternalLink, Mail, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FamilyForStaff } from '../../../../../shared/families';
import { familyContactsSchema } from '../../../../../shared/family-form';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { toast } from '../../../../lib/toast';
import { formResolver } from '../../lib/form-values';
import { showServerIssues } from '../../lib/server-issues';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { TextField } from '../../ui/form-fields';
import { type FamilyContactsForm, useEmailFamilyLink, useFamily, useNewFamilyLink, useSetFamily } from './family-api';

const FIELDS = ['guardianName', 'phone', 'email'] as const;

export const NEW_LINK_WARNING = 'The old link will stop working.';

const valuesOf = (family: FamilyForStaff | null): FamilyContactsForm => ({
  guardianName: family?.guardianName ?? '',
  phone: family?.phone ?? '',
  email: family?.email ?? '',
});

export function FamilyPanel({ playerId }: { playerId: string }) {
  const family = useFamily(playerId);
  return (
    <section aria-labelledby={`family-${playerId}`} className="mt-8 border-t border-neutral-200 pt-6">
      <h3 id={`family-${playerId}`} className="mb-3 font-display text-lg font-semibold text-club-black">
        Family
      </h3>
      {family.isPending ? (
        <p className="text-neutral-700">Loading the family...</p>
      ) : family.isError ? (
        <p className="text-red-700">Could not load the family. Close the form and open it again.</p>
      ) : (
        <>
          {family.data ? (
            <FamilyLink playerId={playerId} family={family.data} />
          ) : (
            <p className="mb-4 text-neutral-800">No family yet</p>
          )}
          <FamilyForm key={family.data?.id ?? 'none'} playerId={playerId} family={family.data} />
        </>
      )}
    </section>
  );
}

/** The contacts and what staff do with the family's link. */
function FamilyLink({ playerId, family }: { playerId: string; family: FamilyForStaff }) {
  const newLink = useNewFamilyLink(playerId);
  const email = useEmailFamilyLink(playerId);
  const [confirming, setConfirming] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(family.link);
      toast({ title: 'Link copied' });
    } catch {
      toast({ title: 'Could not copy the link', description: family.link, variant: 'destructive' });
    }
  };
  return (
    <div className="mb-6">
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-neutral-800">
        <dt className="font-semibold">Parent or guardian</dt>
        <dd>{family.guardianName}</dd>
        <dt className="font-semibold">Mobile</dt>
        <dd>{family.phone}</dd>
        <dt className="font-semibold">Email</dt>
        <dd>{family.email ?? 'None'}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <a
          href={family.whatsappLink}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ size: 'sm' })}
        >
          Send on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          <ExternalLink className="h-4 w-4" aria-hidden />
        </a>
        <Button size="sm" variant="secondary" icon={<Copy className="h-4 w-4" aria-hidden />} onClick={copy}>
          Copy link
        </Button>
        {family.email && (
          <Button
            size="sm"
            variant="secondary"
            icon={<Mail className="h-4 w-4" aria-hidden />}
            busy={email.isPending}
            disabled={email.isPending}
            onClick={() => email.mutate()}
          >
            Email the link
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          icon={<RefreshCw className="h-4 w-4" aria-hidden />}
          busy={newLink.isPending}
          disabled={newLink.isPending}
          onClick={() => setConfirming(true)}
        >
          New link
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Make a new link for this family?"
        description={NEW_LINK_WARNING}
        confirmLabel="New link"
        onOpenChange={setConfirming}
        onConfirm={() => {
          setConfirming(false);
          newLink.mutate(undefined);
        }}
      />
    </div>
  );
}

/** The guardian's name, mobile number and email: a new family, or the family's contacts changed. */
function FamilyForm({ playerId, family }: { playerId: string; family: FamilyForStaff | null | undefined }) {
  const save = useSetFamily(playerId);
  const form = useForm({ resolver: formResolver(familyContactsSchema), defaultValues: valuesOf(family ?? null) });
  const onSubmit = form.handleSubmit((values) => {
    save.mutate(
      { ...values, email: values.email ?? '' },
      {
        onSuccess: (saved) => form.reset(valuesOf(saved)),
        onError: (error) => showServerIssues(error, form.setError, FIELDS),
      },
    );
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-label="Family contacts">
      <TextField form={form} name="guardianName" label="Parent or guardian name" autoComplete="off" />
      <TextField
        form={form}
        name="phone"
        label="Mobile number"
        hint="A brother's or sister's family with this number is the same family."
        inputMode="tel"
        autoComplete="off"
      />
      <TextField form={form} name="email" label="Email (optional)" type="email" autoComplete="off" />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" variant="secondary" busy={save.isPending} disabled={save.isPending}>
          {family ? 'Save family' : 'Add family'}
        </Button>
      </div>
    </form>
  );
}
