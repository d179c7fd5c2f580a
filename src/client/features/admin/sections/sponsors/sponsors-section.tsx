import { ExternalLink } from 'lucide-react';
import type { Sponsor } from '../../../../../shared/schema';
import { useCrudEditor } from '../../lib/use-crud-editor';
import { AdminImage } from '../../ui/admin-image';
import { CardActions } from '../../ui/card-actions';
import { FormPanel } from '../../ui/form-panel';
import { ListView } from '../../ui/list-view';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { useSponsorMutations, useSponsors } from './api';
import { SponsorForm } from './sponsor-form';

export function SponsorsSection({ title }: SectionProps) {
  const query = useSponsors();
  const { remove } = useSponsorMutations();
  const editor = useCrudEditor<Sponsor>();

  return (
    <>
      <SectionHeader
        title={title}
        description="The partners shown on the sponsors page."
        add={{ label: 'Add Sponsor', open: editor.formOpen, onToggle: editor.toggleAdd }}
      />
      {editor.formOpen && (
        <FormPanel title={editor.editing ? 'Edit Sponsor' : 'Add Sponsor'} panelRef={editor.formRef}>
          <SponsorForm key={editor.formKey} item={editor.editing} onDone={editor.close} />
        </FormPanel>
      )}
      <ListView
        query={query}
        loadingText="Loading sponsors..."
        emptyText="No sponsors yet. Add your first sponsor!"
        what="the sponsors"
      >
        {(sponsors) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {sponsors.map((sponsor) => (
              <li
                key={sponsor.id}
                className="flex flex-col rounded-lg border border-neutral-200 bg-white p-4 shadow-sm"
              >
                <AdminImage
                  src={sponsor.logoUrl}
                  alt={`${sponsor.name} logo`}
                  sizes="320px"
                  className="h-28 w-full rounded-md object-contain"
                />
                <div className="mt-3 flex flex-1 gap-2">
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold text-club-black">{sponsor.name}</h3>
                    <p className="mt-1 text-sm text-neutral-700">{sponsor.description}</p>
                    {sponsor.websiteUrl && (
                      <a
                        href={sponsor.websiteUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="mt-2 inline-flex items-center gap-1 break-all text-sm text-club-red underline"
                      >
                        <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
                        {sponsor.websiteUrl}
                      </a>
                    )}
                    <p className="mt-2 text-xs text-neutral-500">Order {sponsor.order}</p>
                  </div>
                  <CardActions
                    name={sponsor.name}
                    onEdit={() => editor.startEdit(sponsor)}
                    onDelete={() => remove.mutate(sponsor.id, { onSuccess: () => editor.forget(sponsor.id) })}
                    deleting={remove.isPending && remove.variables === sponsor.id}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
